#include "cluster/ClusterSimulation.h"

#include "analysis/Statistics.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <functional>
#include <limits>
#include <map>
#include <numeric>
#include <queue>
#include <set>
#include <tuple>

namespace tco {
namespace {

/// The domains in the order a spreading placement takes them: most free GPUs first.
std::vector<int> emptiestFirst(std::span<const int> freeGpus)
{
    std::vector<int> order(freeGpus.size());
    std::iota(order.begin(), order.end(), 0);
    std::ranges::stable_sort(order, std::greater<>(), [&](int domain) { return freeGpus[static_cast<std::size_t>(domain)]; });
    return order;
}

/// `gpus` taken from the domains in `order`, each giving what it has free.
Placement takeInOrder(std::span<const int> freeGpus, std::span<const int> order, int gpus)
{
    Placement placement;
    for (const int domain : order) {
        const int taken = std::min(gpus, freeGpus[static_cast<std::size_t>(domain)]);
        if (taken > 0)
            placement.gpusInDomain.emplace_back(domain, taken);
        gpus -= taken;
        if (gpus == 0)
            break;
    }
    return placement;
}

/// The fullest domain with at least `gpus` free; -1 when none.
int bestFit(std::span<const int> freeGpus, int gpus)
{
    int best = -1;
    for (std::size_t domain = 0; domain < freeGpus.size(); ++domain) {
        if (freeGpus[domain] < gpus)
            continue;
        if (best < 0 || freeGpus[domain] < freeGpus[static_cast<std::size_t>(best)])
            best = static_cast<int>(domain);
    }
    return best;
}

/// The job spread evenly over the fewest domains that hold it, those with the most free GPUs;
/// nothing when they do not hold it.
std::optional<Placement> compactFit(std::span<const int> freeGpus, int domainGpus, int gpus)
{
    const auto needed = static_cast<std::size_t>((gpus + domainGpus - 1) / domainGpus);
    std::vector<int> domains = emptiestFirst(freeGpus);
    if (domains.size() < needed)
        return std::nullopt;
    domains.resize(needed);
    std::ranges::sort(domains);
    int room = 0;
    for (const int domain : domains)
        room += freeGpus[static_cast<std::size_t>(domain)];
    if (room < gpus)
        return std::nullopt;
    // An even share each, as far as each has room, then the rest where room is left.
    Placement placement;
    int left = gpus;
    const int share = gpus / static_cast<int>(needed);
    for (const int domain : domains) {
        const int taken = std::min(share, freeGpus[static_cast<std::size_t>(domain)]);
        placement.gpusInDomain.emplace_back(domain, taken);
        left -= taken;
    }
    for (auto& [domain, taken] : placement.gpusInDomain) {
        const int more = std::min(left, freeGpus[static_cast<std::size_t>(domain)] - taken);
        taken += more;
        left -= more;
    }
    return placement;
}

/// Each domain's free GPUs, with how many domains have each count free: enough to tell in a
/// few steps whether a job would fit, without looking at every domain.
class FreeGpus {
public:
    FreeGpus(int domains, int domainGpus)
        : m_byDomain(static_cast<std::size_t>(domains), domainGpus)
        , m_domainsWith(static_cast<std::size_t>(domainGpus) + 1, 0)
        , m_total(domains * domainGpus)
    {
        m_domainsWith.back() = domains;
    }

    [[nodiscard]] std::span<const int> byDomain() const { return m_byDomain; }
    [[nodiscard]] int total() const { return m_total; }

    /// Takes `gpus` from `domain`, or gives them back when negative.
    void take(int domain, int gpus)
    {
        int& free = m_byDomain[static_cast<std::size_t>(domain)];
        --m_domainsWith[static_cast<std::size_t>(free)];
        free -= gpus;
        ++m_domainsWith[static_cast<std::size_t>(free)];
        m_total -= gpus;
    }

    /// The free GPUs of the `count` domains with the most, together.
    [[nodiscard]] int mostFree(int count) const
    {
        int sum = 0;
        for (int free = static_cast<int>(m_domainsWith.size()) - 1; free > 0 && count > 0; --free) {
            const int domains = std::min(count, m_domainsWith[static_cast<std::size_t>(free)]);
            sum += domains * free;
            count -= domains;
        }
        return sum;
    }

private:
    std::vector<int> m_byDomain;
    /// By free count, 0 to a whole domain.
    std::vector<int> m_domainsWith;
    int m_total = 0;
};

/// Whether placeJob() would place the job on `free`, told from the counts alone: a job that
/// need not share a domain goes wherever enough GPUs are free, one that must needs room on the
/// fewest domains its size allows. Placing a job only takes GPUs, so a job that does not fit
/// keeps not fitting until some are given back.
bool fits(const FreeGpus& free, int domainGpus, int gpus, bool mustShareDomain, SchedulingPolicy policy)
{
    if (gpus > free.total())
        return false;
    if (policy == SchedulingPolicy::Naive || !mustShareDomain)
        return true;
    const int domains = (gpus + domainGpus - 1) / domainGpus;
    return free.mostFree(domains) >= gpus;
}

constexpr double NEVER = std::numeric_limits<double>::infinity();

/// How many of the oldest stranded jobs one event's defragmentation tries to make room for: it
/// looks at every running job for each, so the count bounds its cost.
constexpr std::size_t DEFRAGMENT_CANDIDATES = 4;

enum class JobPhase { NotArrived, Waiting, Running, Done };

struct JobState {
    JobPhase phase = JobPhase::NotArrived;
    double firstStartHours = -1.0;
    /// Hours of work left, at full speed.
    double remainingHours = 0.0;
    double segmentStartHours = 0.0;
    /// The restart the running segment began with.
    double segmentRestartHours = 0.0;
    double slowdown = 1.0;
    Placement placement;
    /// Bumped when the job stops, so that a completion queued for an earlier segment is ignored.
    int segment = 0;
};

/// A completion: when, which job, and which of its segments.
using Completion = std::tuple<double, std::size_t, int>;

/// The simulation's state and its running totals.
class Simulation {
public:
    Simulation(const ClusterShape& shape, std::span<const ClusterJob> jobs, SchedulingPolicy policy,
               const SimulationSettings& settings)
        : m_shape(shape)
        , m_jobs(jobs)
        , m_policy(policy)
        , m_settings(settings)
        , m_states(jobs.size())
        , m_free(shape.domains, shape.gpusPerDomain)
    {
        for (std::size_t job = 0; job < jobs.size(); ++job)
            m_states[job].remainingHours = jobs[job].durationHours;
        m_run.policy = policy;
    }

    PolicyRun run()
    {
        std::size_t nextArrival = 0;
        while (true) {
            const double arrival = nextArrival < m_jobs.size() ? m_jobs[nextArrival].arrivalHours : NEVER;
            const double completion = m_completions.empty() ? NEVER : std::get<0>(m_completions.top());
            const double next = std::min(arrival, completion);
            if (next > m_settings.hours)
                break;
            advanceTo(next);
            for (; nextArrival < m_jobs.size() && m_jobs[nextArrival].arrivalHours <= m_now; ++nextArrival)
                arrive(nextArrival);
            while (!m_completions.empty() && std::get<0>(m_completions.top()) <= m_now) {
                const auto [at, job, segment] = m_completions.top();
                m_completions.pop();
                if (segment == m_states[job].segment && m_states[job].phase == JobPhase::Running)
                    finish(job);
            }
            schedule();
        }
        advanceTo(m_settings.hours);
        while (!m_running.empty())
            closeSegment(*m_running.begin());
        return summary(nextArrival);
    }

private:
    [[nodiscard]] bool movable(std::size_t job) const
    {
        const ClusterJob& spec = m_jobs[job];
        if (spec.kind == ClusterJobKind::Inference)
            return false;
        if (spec.kind == ClusterJobKind::Interactive)
            return m_settings.preemptInteractive;
        return spec.checkpointable;
    }

    [[nodiscard]] int strandedGpus() const
    {
        return !m_waitingSizes.empty() && m_waitingSizes.begin()->first <= m_free.total() ? m_free.total() : 0;
    }

    void advanceTo(double time)
    {
        const double elapsed = time - m_now;
        m_strandedGpuHours += strandedGpus() * elapsed;
        for (; m_nextSample < time; m_nextSample += 1.0) {
            if (m_nextSample >= m_settings.hours)
                break;
            m_run.series.push_back(ClusterSample{m_nextSample, m_shape.gpus() - m_free.total(), strandedGpus(), m_waitingGpus});
        }
        m_now = time;
    }

    void arrive(std::size_t job)
    {
        m_states[job].phase = JobPhase::Waiting;
        m_waiting.push_back(job);
        ++m_waitingSizes[m_jobs[job].gpus];
        m_waitingGpus += m_jobs[job].gpus;
    }

    void leaveQueue(std::size_t position)
    {
        const std::size_t job = m_waiting[position];
        m_waiting.erase(m_waiting.begin() + static_cast<std::ptrdiff_t>(position));
        if (--m_waitingSizes[m_jobs[job].gpus] == 0)
            m_waitingSizes.erase(m_jobs[job].gpus);
        m_waitingGpus -= m_jobs[job].gpus;
    }

    void start(std::size_t job, Placement placement, bool resumed)
    {
        JobState& state = m_states[job];
        const ClusterJob& spec = m_jobs[job];
        std::vector<int> gpusPerDomain;
        for (const auto& [domain, gpus] : placement.gpusInDomain) {
            m_free.take(domain, gpus);
            gpusPerDomain.push_back(gpus);
        }
        state.phase = JobPhase::Running;
        if (state.firstStartHours < 0.0) {
            state.firstStartHours = m_now;
            ++m_run.jobsStarted;
        }
        state.slowdown = spec.layout ? placementSlowdown(*spec.layout, gpusPerDomain, m_shape.gpusPerDomain, m_shape.links) : 1.0;
        state.segmentStartHours = m_now;
        state.segmentRestartHours = resumed ? m_settings.checkpointRestartHours : 0.0;
        state.placement = std::move(placement);
        m_running.insert(job);
        m_completions.emplace(m_now + state.segmentRestartHours + state.remainingHours * state.slowdown, job, state.segment);
    }

    /// Accounts for the running segment up to now and gives its GPUs back.
    void closeSegment(std::size_t job)
    {
        JobState& state = m_states[job];
        const double gpus = m_jobs[job].gpus;
        const double elapsed = m_now - state.segmentStartHours;
        const double restart = std::min(elapsed, state.segmentRestartHours);
        const double work = std::min(state.remainingHours, (elapsed - restart) / state.slowdown);
        m_busyGpuHours += gpus * elapsed;
        m_usefulGpuHours += gpus * work;
        m_restartGpuHours += gpus * restart;
        m_placementLossGpuHours += gpus * (elapsed - restart - work);
        state.remainingHours -= work;
        for (const auto& [domain, taken] : state.placement.gpusInDomain)
            m_free.take(domain, -taken);
        // GPUs given back can fit jobs that did not fit before.
        m_knownToWait = 0;
        state.placement = {};
        ++state.segment;
        m_running.erase(job);
    }

    void finish(std::size_t job)
    {
        closeSegment(job);
        m_states[job].phase = JobPhase::Done;
        ++m_run.jobsFinished;
    }

    void schedule()
    {
        passOverQueue();
        while (m_policy == SchedulingPolicy::Defragment && defragment())
            passOverQueue();
    }

    /// Starts, oldest first, the waiting jobs that fit, up to the backfill depth. The jobs known
    /// not to fit are passed over without a look, as looking would find what it found before.
    void passOverQueue()
    {
        std::size_t position = m_knownToWait;
        for (std::size_t looked = position;
             position < m_waiting.size() && looked < m_settings.backfillDepth && m_free.total() > 0; ++looked) {
            const ClusterJob& job = m_jobs[m_waiting[position]];
            if (fits(m_free, m_shape.gpusPerDomain, job.gpus, job.mustShareDomain, m_policy)) {
                const std::size_t started = m_waiting[position];
                Placement placement
                    = *placeJob(m_free.byDomain(), m_shape.gpusPerDomain, job.gpus, job.mustShareDomain, m_policy);
                leaveQueue(position);
                start(started, std::move(placement), m_states[started].firstStartHours >= 0.0);
            } else {
                ++position;
            }
        }
        m_knownToWait = position;
    }

    /// For the oldest waiting job the free GPUs could hold but no domain can, stops the movable
    /// jobs of the domains that would make room, starts it there and the stopped jobs elsewhere;
    /// false when no waiting job can be helped so.
    bool defragment()
    {
        // What each domain could offer, the same for every job tried: its free GPUs and those of
        // the movable jobs on it.
        Reclaimable reclaimable{std::vector<int>(m_free.byDomain().begin(), m_free.byDomain().end()),
                                std::vector<std::vector<std::pair<std::size_t, int>>>(m_free.byDomain().size())};
        for (const std::size_t job : m_running) {
            // A job placed at this moment stays: moving it again would undo the pass's work.
            if (!movable(job) || m_states[job].segmentStartHours == m_now)
                continue;
            for (const auto& [domain, taken] : m_states[job].placement.gpusInDomain) {
                reclaimable.gpus[static_cast<std::size_t>(domain)] += taken;
                reclaimable.movableOn[static_cast<std::size_t>(domain)].emplace_back(job, taken);
            }
        }
        std::size_t tried = 0;
        for (std::size_t position = 0; position < m_waiting.size() && tried < DEFRAGMENT_CANDIDATES; ++position) {
            if (m_jobs[m_waiting[position]].gpus > m_free.total())
                continue;
            if (makeRoomFor(position, reclaimable))
                return true;
            ++tried;
        }
        return false;
    }

    /// Each domain's free GPUs with those of its movable jobs, and those jobs with their GPUs there.
    struct Reclaimable {
        std::vector<int> gpus;
        std::vector<std::vector<std::pair<std::size_t, int>>> movableOn;
    };

    bool makeRoomFor(std::size_t position, const Reclaimable& reclaimable)
    {
        const std::size_t waiting = m_waiting[position];
        const int gpus = m_jobs[waiting].gpus;
        const int domainGpus = m_shape.gpusPerDomain;
        const auto needed = static_cast<std::size_t>((gpus + domainGpus - 1) / domainGpus);
        std::vector<int> targets = emptiestFirst(reclaimable.gpus);
        targets.resize(std::min(needed, targets.size()));
        int room = 0;
        for (const int domain : targets)
            room += reclaimable.gpus[static_cast<std::size_t>(domain)];
        if (targets.size() < needed || room < gpus)
            return false;

        // Stop the jobs with the most GPUs in the target domains first, until the job fits there.
        std::vector<std::pair<std::size_t, int>> candidates;
        for (const int domain : targets) {
            for (const auto& [job, taken] : reclaimable.movableOn[static_cast<std::size_t>(domain)]) {
                const auto known = std::ranges::find(candidates, job, &std::pair<std::size_t, int>::first);
                if (known == candidates.end())
                    candidates.emplace_back(job, taken);
                else
                    known->second += taken;
            }
        }
        std::ranges::stable_sort(candidates, std::greater<>(), &std::pair<std::size_t, int>::second);
        std::vector<int> free(m_free.byDomain().begin(), m_free.byDomain().end());
        std::vector<std::size_t> stopped;
        std::optional<Placement> placement;
        for (const auto& [job, taken] : candidates) {
            placement = placeJob(free, domainGpus, gpus, m_jobs[waiting].mustShareDomain, m_policy);
            if (placement)
                break;
            for (const auto& [domain, held] : m_states[job].placement.gpusInDomain)
                free[static_cast<std::size_t>(domain)] += held;
            stopped.push_back(job);
        }
        if (!placement)
            placement = placeJob(free, domainGpus, gpus, m_jobs[waiting].mustShareDomain, m_policy);
        if (!placement || stopped.empty())
            return false;
        // The stopped jobs must find room elsewhere, or nothing is stopped.
        for (const auto& [domain, taken] : placement->gpusInDomain)
            free[static_cast<std::size_t>(domain)] -= taken;
        std::vector<Placement> moves;
        for (const std::size_t job : stopped) {
            auto move = placeJob(free, domainGpus, m_jobs[job].gpus, m_jobs[job].mustShareDomain, m_policy);
            if (!move)
                return false;
            for (const auto& [domain, taken] : move->gpusInDomain)
                free[static_cast<std::size_t>(domain)] -= taken;
            moves.push_back(std::move(*move));
        }
        for (const std::size_t job : stopped)
            closeSegment(job);
        leaveQueue(position);
        start(waiting, std::move(*placement), m_states[waiting].firstStartHours >= 0.0);
        for (std::size_t i = 0; i < stopped.size(); ++i)
            start(stopped[i], std::move(moves[i]), true);
        m_run.preemptions += static_cast<int>(stopped.size());
        return true;
    }

    PolicyRun summary(std::size_t arrived)
    {
        const double capacity = m_shape.gpus() * m_settings.hours;
        m_run.usableShare = m_usefulGpuHours / capacity;
        m_run.busyShare = m_busyGpuHours / capacity;
        m_run.strandedShare = m_strandedGpuHours / capacity;
        m_run.restartShare = m_restartGpuHours / capacity;
        m_run.crossDomainSlowdown = m_busyGpuHours > 0.0 ? m_placementLossGpuHours / m_busyGpuHours : 0.0;
        m_run.jobsWaiting = static_cast<int>(m_waiting.size());

        std::map<int, std::vector<double>> waitsBySize;
        std::vector<double> all;
        for (std::size_t job = 0; job < arrived; ++job) {
            const double started = m_states[job].firstStartHours;
            const double wait = (started >= 0.0 ? started : m_settings.hours) - m_jobs[job].arrivalHours;
            waitsBySize[m_jobs[job].gpus].push_back(wait);
            all.push_back(wait);
        }
        for (auto& [gpus, waits] : waitsBySize) {
            std::ranges::sort(waits);
            m_run.waits.push_back(
                WaitBySize{gpus, static_cast<int>(waits.size()), percentile(waits, 0.5), percentile(waits, 0.95)});
        }
        if (!all.empty()) {
            std::ranges::sort(all);
            m_run.waitP50Hours = percentile(all, 0.5);
            m_run.waitP95Hours = percentile(all, 0.95);
        }
        return std::move(m_run);
    }

    const ClusterShape& m_shape;
    std::span<const ClusterJob> m_jobs;
    SchedulingPolicy m_policy;
    const SimulationSettings& m_settings;
    std::vector<JobState> m_states;
    FreeGpus m_free;
    /// Running jobs, by index: ordered, so that every pass over them is the same on every machine.
    std::set<std::size_t> m_running;
    /// Waiting jobs, oldest first (a deque: jobs leave from near its front); how many of the
    /// oldest are known not to fit the free GPUs; how many wait at each size; the GPUs they ask for.
    std::deque<std::size_t> m_waiting;
    std::size_t m_knownToWait = 0;
    std::map<int, int> m_waitingSizes;
    int m_waitingGpus = 0;
    std::priority_queue<Completion, std::vector<Completion>, std::greater<>> m_completions;
    double m_now = 0.0;
    double m_nextSample = 0.0;
    double m_busyGpuHours = 0.0;
    double m_usefulGpuHours = 0.0;
    double m_restartGpuHours = 0.0;
    double m_placementLossGpuHours = 0.0;
    double m_strandedGpuHours = 0.0;
    PolicyRun m_run;
};

} // namespace

std::optional<Placement> placeJob(std::span<const int> freeGpus, int domainGpus, int gpus, bool mustShareDomain,
                                  SchedulingPolicy policy)
{
    const int freeTotal = std::accumulate(freeGpus.begin(), freeGpus.end(), 0);
    if (gpus > freeTotal)
        return std::nullopt;
    if (policy == SchedulingPolicy::Naive) {
        std::vector<int> inOrder(freeGpus.size());
        std::iota(inOrder.begin(), inOrder.end(), 0);
        return takeInOrder(freeGpus, inOrder, gpus);
    }
    if (gpus <= domainGpus) {
        if (const int domain = bestFit(freeGpus, gpus); domain >= 0)
            return Placement{{{domain, gpus}}};
    } else if (auto compact = compactFit(freeGpus, domainGpus, gpus)) {
        return compact;
    }
    if (mustShareDomain)
        return std::nullopt;
    return takeInOrder(freeGpus, emptiestFirst(freeGpus), gpus);
}

PolicyRun simulateCluster(const ClusterShape& shape, std::span<const ClusterJob> jobs, SchedulingPolicy policy,
                          const SimulationSettings& settings)
{
    return Simulation(shape, jobs, policy, settings).run();
}

} // namespace tco
