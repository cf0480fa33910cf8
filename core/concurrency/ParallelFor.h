#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <exception>
#include <thread>
#include <vector>

namespace tco {

/// Threads for `tasks` independent tasks on this machine: one per core, no more than the tasks.
[[nodiscard]] inline int threadsFor(std::int64_t tasks)
{
    const auto cores = static_cast<std::int64_t>(std::max(1U, std::thread::hardware_concurrency()));
    return static_cast<int>(std::clamp<std::int64_t>(tasks, 1, cores));
}

/// Calls work(worker, task) once for every task in [0, tasks), from `threads` threads that each
/// take the next task nobody has taken, until every task is done or stopRequested() says so.
/// Which thread does which task varies from run to run, so work must depend on the task alone
/// (bar the worker's own scratch space, indexed by `worker`). The first exception stops every
/// worker and is rethrown here; the others' are dropped.
template <typename Work, typename StopRequested>
void parallelFor(std::int64_t tasks, int threads, const StopRequested& stopRequested, const Work& work)
{
    if (tasks <= 0)
        return;
    std::atomic<std::int64_t> nextTask{0};
    std::atomic<bool> failed{false};
    std::exception_ptr failure;
    {
        std::vector<std::jthread> workers;
        workers.reserve(static_cast<std::size_t>(threads));
        for (int worker = 0; worker < threads; ++worker) {
            workers.emplace_back([&, worker] {
                try {
                    while (!failed.load(std::memory_order_relaxed) && !stopRequested()) {
                        const std::int64_t task = nextTask.fetch_add(1, std::memory_order_relaxed);
                        if (task >= tasks)
                            return;
                        work(worker, task);
                    }
                } catch (...) {
                    // Only the first thread to fail writes.
                    if (!failed.exchange(true))
                        failure = std::current_exception();
                }
            });
        }
    } // The jthreads join here, which also publishes everything they wrote.
    if (failure)
        std::rethrow_exception(failure);
}

} // namespace tco
