#include "cluster/ClusterSimulation.h"

#include "analysis/Statistics.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <deque>
#include <functional>
#include <iterator>
#include <limits>
#include <map>
#include <numeric>
#include <queue>
#include <ranges>
#include <set>
#include <tuple>

namespace tco {
namespace {

/// Each domain's free GPUs, kept so that what placements ask of them is answered without
/// looking at every domain: the total, how many domains have each count free, the most any
/// has, and which domains have each count (a bit per domain, so that they come in the order of
/// their index). On a cluster of a thousand domains a pass over all of them for every
/// placement tried was most of a simulation's time.
class FreeGpus {
public:
    /// `freeGpus` free on each domain, none more than `domainGpus` when given back.
    FreeGpus(std::span<const int> freeGpus, int domainGpus)
        : m_byDomain(freeGpus.begin(), freeGpus.end())
        , m_domainsWith(static_cast<std::size_t>(std::max(domainGpus, freeGpus.empty() ? 0 : std::ranges::max(freeGpus))) + 1, 0)
        , m_words((freeGpus.size() + WORD_BITS - 1) / WORD_BITS)
        , m_domainBits(m_domainsWith.size() * m_words, 0)
        , m_withFreeBits(m_words, 0)
    {
        for (std::size_t domain = 0; domain < m_byDomain.size(); ++domain)
            enter(domain);
        m_total = std::accumulate(m_byDomain.begin(), m_byDomain.end(), 0);
        m_most = static_cast<int>(m_domainsWith.size()) - 1;
        settleMost();
    }

    [[nodiscard]] std::span<const int> byDomain() const { return m_byDomain; }
    [[nodiscard]] int total() const { return m_total; }

    /// Takes `gpus` from `domain`, or gives them back when negative.
    void take(int domain, int gpus)
    {
        const auto index = static_cast<std::size_t>(domain);
        leave(index);
        m_byDomain[index] -= gpus;
        enter(index);
        m_total -= gpus;
        m_most = std::max(m_most, m_byDomain[index]);
        settleMost();
    }

    /// The free GPUs of the `count` domains with the most, together.
    [[nodiscard]] int mostFree(int count) const
    {
        int sum = 0;
        for (int free = m_most; free > 0 && count > 0; --free) {
            const int domains = std::min(count, m_domainsWith[static_cast<std::size_t>(free)]);
            sum += domains * free;
            count -= domains;
        }
        return sum;
    }

    /// The fullest domain with at least `gpus` free, the lowest index among equals; -1 when none.
    [[nodiscard]] int fullestHolding(int gpus) const
    {
        for (int free = std::max(gpus, 0); free <= m_most; ++free) {
            if (m_domainsWith[static_cast<std::size_t>(free)] > 0)
                return firstDomain(bitsOf(free));
        }
        return -1;
    }

    /// Calls `visit` with each domain with free GPUs in the order a spreading placement takes
    /// them, most free first, the lower index first among equals, until it returns false.
    template <typename Visit> void visitEmptiestFirst(const Visit& visit) const
    {
        for (int free = m_most; free > 0; --free) {
            if (m_domainsWith[static_cast<std::size_t>(free)] > 0 && !visitDomains(bitsOf(free), visit))
                return;
        }
    }

    /// Calls `visit` with each domain with free GPUs in the order of their index, until it returns false.
    template <typename Visit> void visitInOrder(const Visit& visit) const { visitDomains(m_withFreeBits, visit); }

private:
    static constexpr std::size_t WORD_BITS = 64;

    [[nodiscard]] std::span<const std::uint64_t> bitsOf(int free) const
    {
        return std::span(m_domainBits).subspan(static_cast<std::size_t>(free) * m_words, m_words);
    }

    void flip(std::size_t domain)
    {
        const std::uint64_t bit = std::uint64_t{1} << (domain % WORD_BITS);
        m_domainBits[static_cast<std::size_t>(m_byDomain[domain]) * m_words + domain / WORD_BITS] ^= bit;
        if (m_byDomain[domain] > 0)
            m_withFreeBits[domain / WORD_BITS] ^= bit;
    }

    void enter(std::size_t domain)
    {
        ++m_domainsWith[static_cast<std::size_t>(m_byDomain[domain])];
        flip(domain);
    }

    void leave(std::size_t domain)
    {
        --m_domainsWith[static_cast<std::size_t>(m_byDomain[domain])];
        flip(domain);
    }

    void settleMost()
    {
        while (m_most > 0 && m_domainsWith[static_cast<std::size_t>(m_most)] == 0)
            --m_most;
    }

    static int firstDomain(std::span<const std::uint64_t> bits)
    {
        for (std::size_t word = 0; word < bits.size(); ++word) {
            if (bits[word] != 0)
                return static_cast<int>(word * WORD_BITS + static_cast<std::size_t>(std::countr_zero(bits[word])));
        }
        return -1;
    }

    template <typename Visit> static bool visitDomains(std::span<const std::uint64_t> bits, const Visit& visit)
    {
        for (std::size_t word = 0; word < bits.size(); ++word) {
            for (std::uint64_t left = bits[word]; left != 0; left &= left - 1) {
                if (!visit(static_cast<int>(word * WORD_BITS + static_cast<std::size_t>(std::countr_zero(left)))))
                    return false;
            }
        }
        return true;
    }

    std::vector<int> m_byDomain;
    /// By free count, 0 to a whole domain.
    std::vector<int> m_domainsWith;
    std::size_t m_words = 0;
    /// A row of bits per free count, a bit per domain; and a row for the domains with any free.
    std::vector<std::uint64_t> m_domainBits;
    std::vector<std::uint64_t> m_withFreeBits;
    int m_total = 0;
    /// The most any domain has free, where the searches start: most domains are full or nearly.
    int m_most = 0;
};

/// The first `count` domains in the order a spreading placement takes them, none without a
/// free GPU (a placement that would need one fails anyway: then fewer than `count` domains hold
/// anything, less than a job that needs `count` domains asks for).
std::vector<int> emptiestFirst(const FreeGpus& free, std::size_t count)
{
    std::vector<int> order;
    if (count > 0) {
        free.visitEmptiestFirst([&](int domain) {
            order.push_back(domain);
            return order.size() < count;
        });
    }
    return order;
}

/// `gpus` taken from the domains `visitInOrder` goes through, each giving what it has free.
template <typename VisitInOrder> Placement takeInOrder(const FreeGpus& free, VisitInOrder visitInOrder, int gpus)
{
    Placement placement;
    if (gpus == 0)
        return placement;
    visitInOrder([&](int domain) {
        const int taken = std::min(gpus, free.byDomain()[static_cast<std::size_t>(domain)]);
        placement.gpusInDomain.emplace_back(domain, taken);
        gpus -= taken;
        return gpus > 0;
    });
    return placement;
}

/// The job spread over the fewest domains that hold it, those with the most free GPUs, in the
/// shares of compactPlacement(), the shape placementSlowdown() measures against; nothing when
/// they do not hold it.
std::optional<Placement> compactFit(const FreeGpus& free, int domainGpus, int gpus)
{
    const std::vector<int> shares = compactPlacement(gpus, domainGpus);
    const std::size_t needed = shares.size();
    std::vector<int> domains = emptiestFirst(free, needed);
    if (domains.size() < needed)
        return std::nullopt;
    std::ranges::sort(domains);
    const std::span<const int> freeGpus = free.byDomain();
    int room = 0;
    for (const int domain : domains)
        room += freeGpus[static_cast<std::size_t>(domain)];
    if (room < gpus)
        return std::nullopt;
    // Each domain its share as far as it has room, then the rest where room is left.
    Placement placement;
    int left = gpus;
    for (std::size_t index = 0; index < needed; ++index) {
        const int domain = domains[index];
        const int taken = std::min(shares[index], freeGpus[static_cast<std::size_t>(domain)]);
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

/// placeJob() on free GPUs kept as FreeGpus.
std::optional<Placement> place(const FreeGpus& free, int domainGpus, int gpus, bool mustShareDomain, SchedulingPolicy policy)
{
    if (gpus > free.total())
        return std::nullopt;
    if (policy == SchedulingPolicy::Naive)
        return takeInOrder(free, [&](const auto& visit) { free.visitInOrder(visit); }, gpus);
    if (gpus <= domainGpus) {
        if (const int domain = free.fullestHolding(gpus); domain >= 0)
            return Placement{{{domain, gpus}}};
    } else if (auto compact = compactFit(free, domainGpus, gpus)) {
        return compact;
    }
    if (mustShareDomain)
        return std::nullopt;
    return takeInOrder(free, [&](const auto& visit) { free.visitEmptiestFirst(visit); }, gpus);
}

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

/// How many of the oldest stranded jobs one event's defragmentation tries to make room for: each
/// attempt ranks the domains and places every job it would stop, so the count bounds its cost.
constexpr std::size_t DEFRAGMENT_CANDIDATES = 4;

/// What decides whether a job fits: its size, and whether it must share a domain.
struct JobShape {
    int gpus = 1;
    bool mustShareDomain = false;

    explicit JobShape(const ClusterJob& job)
        : gpus(job.gpus)
        , mustShareDomain(job.mustShareDomain)
    { }

    /// By size first, so that the shapes that can fit come first.
    friend auto operator<=>(const JobShape&, const JobShape&) = default;
};

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
        , m_free(std::vector<int>(static_cast<std::size_t>(shape.domains), shape.gpusPerDomain), shape.gpusPerDomain)
        , m_movableOn(static_cast<std::size_t>(shape.domains))
        , m_reclaimable(m_free)
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
        return !m_waitingByShape.empty() && m_waitingByShape.begin()->first.gpus <= m_free.total() ? m_free.total() : 0;
    }

    /// What the running jobs' GPUs do of useful work at `time`, within the current segments.
    [[nodiscard]] double usefulGpus(double time) const
    {
        double useful = 0.0;
        for (const std::size_t job : m_running) {
            const JobState& state = m_states[job];
            if (time >= state.segmentStartHours + state.segmentRestartHours)
                useful += m_jobs[job].gpus / state.slowdown;
        }
        return useful;
    }

    void advanceTo(double time)
    {
        const double elapsed = time - m_now;
        m_strandedGpuHours += strandedGpus() * elapsed;
        for (; m_nextSample < time; m_nextSample += 1.0) {
            if (m_nextSample >= m_settings.hours)
                break;
            m_run.series.push_back(ClusterSample{m_nextSample, m_shape.gpus() - m_free.total(), strandedGpus(), m_waitingGpus,
                                                 usefulGpus(m_nextSample)});
        }
        m_now = time;
    }

    void arrive(std::size_t job)
    {
        m_states[job].phase = JobPhase::Waiting;
        m_waiting.push_back(job);
        m_waitingByShape[JobShape{m_jobs[job]}].insert(job);
        m_waitingGpus += m_jobs[job].gpus;
    }

    void leaveQueue(std::size_t job)
    {
        // Jobs arrive in the order of their numbers and leave only to start, so the queue stays sorted.
        m_waiting.erase(std::ranges::lower_bound(m_waiting, job));
        const auto shape = m_waitingByShape.find(JobShape{m_jobs[job]});
        shape->second.erase(job);
        if (shape->second.empty())
            m_waitingByShape.erase(shape);
        m_waitingGpus -= m_jobs[job].gpus;
    }

    /// Keeps what defragmentation reads up to date as `job` takes GPUs (`sign` 1) or gives them
    /// back (-1): the movable jobs on each domain, and what each domain could offer.
    void countForDefragmentation(std::size_t job, int sign)
    {
        if (m_policy != SchedulingPolicy::Defragment)
            return;
        if (!movable(job)) {
            for (const auto& [domain, taken] : m_states[job].placement.gpusInDomain)
                m_reclaimable.take(domain, sign * taken);
            return;
        }
        for (const auto& [domain, taken] : m_states[job].placement.gpusInDomain) {
            auto& jobs = m_movableOn[static_cast<std::size_t>(domain)];
            // Ordered by job, as the running jobs are, so that ties are stopped in the same order everywhere.
            const auto place = std::ranges::lower_bound(jobs, job, {}, &std::pair<std::size_t, int>::first);
            if (sign > 0)
                jobs.emplace(place, job, taken);
            else
                jobs.erase(place);
        }
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
        if (m_settings.recordPlacements)
            m_run.placements.push_back(PlacementChange{m_now, job, state.placement, state.slowdown});
        m_running.insert(job);
        countForDefragmentation(job, 1);
        ++m_changes;
        if (m_startedAt != m_now) {
            m_startedNow.clear();
            m_startedAt = m_now;
        }
        m_startedNow.push_back(job);
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
        countForDefragmentation(job, -1);
        ++m_changes;
        for (const auto& [domain, taken] : state.placement.gpusInDomain)
            m_free.take(domain, -taken);
        state.placement = {};
        if (m_settings.recordPlacements)
            m_run.placements.push_back(PlacementChange{m_now, job, {}, 1.0});
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

    /// Looks at the oldest waiting jobs, as many as the backfill depth, oldest first, and starts
    /// each that fits. Whether a job fits depends on its shape alone, and a job that does not fit
    /// keeps not fitting while jobs start, so the pass goes straight from one job that fits to
    /// the next: the oldest, after the last started, of the shapes that fit now.
    void passOverQueue()
    {
        if (m_waiting.empty() || m_settings.backfillDepth == 0)
            return;
        const std::size_t last = m_waiting[std::min(m_settings.backfillDepth, m_waiting.size()) - 1];
        for (std::optional<std::size_t> job = oldestFitting(0, last); job; job = oldestFitting(*job + 1, last)) {
            leaveQueue(*job);
            start(*job, placementOn(m_free, m_jobs[*job]), m_states[*job].firstStartHours >= 0.0);
        }
    }

    /// The oldest waiting job numbered from `first` to `last` that fits the free GPUs.
    [[nodiscard]] std::optional<std::size_t> oldestFitting(std::size_t first, std::size_t last) const
    {
        std::optional<std::size_t> oldest;
        for (const auto& [shape, jobs] : m_waitingByShape) {
            if (shape.gpus > m_free.total())
                break;
            if (!fits(m_free, m_shape.gpusPerDomain, shape.gpus, shape.mustShareDomain, m_policy))
                continue;
            const auto found = jobs.lower_bound(first);
            if (found != jobs.end() && *found <= last && (!oldest || *found < *oldest))
                oldest = *found;
        }
        return oldest;
    }

    /// For the oldest waiting job the free GPUs could hold but no domain can, stops the movable
    /// jobs of the domains that would make room, starts it there and the stopped jobs elsewhere;
    /// false when no waiting job can be helped so.
    bool defragment()
    {
        std::vector<std::size_t> candidates = oldestWaitingWithin(m_free.total(), DEFRAGMENT_CANDIDATES);
        if (m_futileDefragment && m_futileDefragment->changes == m_changes && m_futileDefragment->candidates == candidates)
            return false;
        // The jobs placed now stay where they are: what they hold is set aside for the attempts.
        const std::vector<std::pair<int, int>> placedNow = gpusOfMovableJobsPlacedNow();
        for (const auto& [domain, gpus] : placedNow)
            m_reclaimable.take(domain, gpus);
        const bool madeRoom = makeRoomForOneOf(candidates);
        for (const auto& [domain, gpus] : placedNow)
            m_reclaimable.take(domain, -gpus);
        if (madeRoom)
            return true;
        // While no job starts or stops, the same candidates would fail the same way; but jobs
        // placed now become movable later, and could then make room.
        if (anyMovablePlacedNow())
            m_futileDefragment.reset();
        else
            m_futileDefragment = FutileDefragment{m_changes, std::move(candidates)};
        return false;
    }

    /// Whether an attempt made room for one of `candidates`, oldest first. An attempt depends on
    /// the waiting job's shape alone, so one that found no room for a shape finds none for the
    /// next job of that shape.
    bool makeRoomForOneOf(std::span<const std::size_t> candidates)
    {
        std::vector<JobShape> roomless;
        for (const std::size_t job : candidates) {
            const JobShape shape{m_jobs[job]};
            if (std::ranges::find(roomless, shape) != roomless.end())
                continue;
            if (makeRoomFor(job))
                return true;
            roomless.push_back(shape);
        }
        return false;
    }

    /// A defragmentation that found no room: as the cluster stood then, and for which jobs.
    struct FutileDefragment {
        std::size_t changes = 0;
        std::vector<std::size_t> candidates;
    };

    /// A job placed at this moment stays: moving it again would undo the pass's work.
    [[nodiscard]] bool placedNow(std::size_t job) const { return m_states[job].segmentStartHours == m_now; }

    /// Whether `job` is a running movable job placed at this moment, which stays where it is.
    [[nodiscard]] bool movableButPlacedNow(std::size_t job) const
    {
        return m_states[job].phase == JobPhase::Running && placedNow(job) && movable(job);
    }

    [[nodiscard]] bool anyMovablePlacedNow() const
    {
        return std::ranges::any_of(m_startedNow, [&](std::size_t job) { return movableButPlacedNow(job); });
    }

    /// The GPUs the movable jobs placed now hold, domain by domain.
    [[nodiscard]] std::vector<std::pair<int, int>> gpusOfMovableJobsPlacedNow() const
    {
        std::vector<std::pair<int, int>> gpus;
        for (const std::size_t job : m_startedNow) {
            if (movableButPlacedNow(job))
                std::ranges::copy(m_states[job].placement.gpusInDomain, std::back_inserter(gpus));
        }
        return gpus;
    }

    /// The `count` oldest waiting jobs of at most `gpus` GPUs.
    [[nodiscard]] std::vector<std::size_t> oldestWaitingWithin(int gpus, std::size_t count) const
    {
        std::vector<std::size_t> oldest;
        for (const auto& [shape, jobs] : m_waitingByShape) {
            if (shape.gpus > gpus)
                break;
            std::ranges::copy(jobs | std::views::take(static_cast<std::ptrdiff_t>(count)), std::back_inserter(oldest));
        }
        // Jobs are numbered by arrival, so the smallest numbers are the oldest.
        std::ranges::sort(oldest);
        oldest.resize(std::min(count, oldest.size()));
        return oldest;
    }

    /// The movable jobs on `domains` but those placed now, each with the GPUs it holds there,
    /// the most first: stopping them in this order frees the domains soonest.
    [[nodiscard]] std::vector<std::pair<std::size_t, int>> movableJobsOn(std::span<const int> domains) const
    {
        std::vector<std::pair<std::size_t, int>> jobs;
        for (const int domain : domains) {
            for (const auto& [job, taken] : m_movableOn[static_cast<std::size_t>(domain)]) {
                if (placedNow(job))
                    continue;
                const auto known = std::ranges::find(jobs, job, &std::pair<std::size_t, int>::first);
                if (known == jobs.end())
                    jobs.emplace_back(job, taken);
                else
                    known->second += taken;
            }
        }
        std::ranges::stable_sort(jobs, std::greater<>(), &std::pair<std::size_t, int>::second);
        return jobs;
    }

    /// One attempt of defragment()'s for the waiting job `waiting`: whether it made room and started it.
    bool makeRoomFor(std::size_t waiting)
    {
        const ClusterJob& spec = m_jobs[waiting];
        const int domainGpus = m_shape.gpusPerDomain;
        const auto needed = static_cast<std::size_t>((spec.gpus + domainGpus - 1) / domainGpus);
        const std::vector<int> targets = emptiestFirst(m_reclaimable, needed);
        int room = 0;
        for (const int domain : targets)
            room += m_reclaimable.byDomain()[static_cast<std::size_t>(domain)];
        if (targets.size() < needed || room < spec.gpus)
            return false;

        // Stop the jobs with the most GPUs in the target domains first, until the job fits.
        FreeGpus free = m_free;
        std::vector<std::size_t> stopped;
        for (const auto& [job, taken] : movableJobsOn(targets)) {
            if (fits(free, domainGpus, spec.gpus, spec.mustShareDomain, m_policy))
                break;
            for (const auto& [domain, held] : m_states[job].placement.gpusInDomain)
                free.take(domain, -held);
            stopped.push_back(job);
        }
        if (stopped.empty() || !fits(free, domainGpus, spec.gpus, spec.mustShareDomain, m_policy))
            return false;
        Placement placement = takePlacement(free, spec);
        // The stopped jobs must find room elsewhere, or nothing is stopped.
        std::vector<Placement> moves;
        for (const std::size_t job : stopped) {
            if (!fits(free, domainGpus, m_jobs[job].gpus, m_jobs[job].mustShareDomain, m_policy))
                return false;
            moves.push_back(takePlacement(free, m_jobs[job]));
        }
        for (const std::size_t job : stopped)
            closeSegment(job);
        leaveQueue(waiting);
        start(waiting, std::move(placement), m_states[waiting].firstStartHours >= 0.0);
        for (std::size_t i = 0; i < stopped.size(); ++i)
            start(stopped[i], std::move(moves[i]), true);
        m_run.preemptions += static_cast<int>(stopped.size());
        return true;
    }

    /// Where the policy places `job` on `free`, which it fits.
    [[nodiscard]] Placement placementOn(const FreeGpus& free, const ClusterJob& job) const
    {
        return *place(free, m_shape.gpusPerDomain, job.gpus, job.mustShareDomain, m_policy);
    }

    /// Where the policy places `job` on `free`, which it fits, and those GPUs taken from `free`.
    Placement takePlacement(FreeGpus& free, const ClusterJob& job) const
    {
        Placement placement = placementOn(free, job);
        for (const auto& [domain, taken] : placement.gpusInDomain)
            free.take(domain, taken);
        return placement;
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
    /// Waiting jobs, oldest first (a deque: jobs leave from near its front), those of each shape,
    /// and the GPUs they ask for.
    std::deque<std::size_t> m_waiting;
    std::map<JobShape, std::set<std::size_t>> m_waitingByShape;
    std::int64_t m_waitingGpus = 0;
    /// The movable running jobs on each domain with the GPUs they hold there; and what each
    /// domain could offer a waiting job, its free GPUs and those of its movable jobs.
    std::vector<std::vector<std::pair<std::size_t, int>>> m_movableOn;
    FreeGpus m_reclaimable;
    /// The jobs started at m_startedAt, the last time any was.
    std::vector<std::size_t> m_startedNow;
    double m_startedAt = -1.0;
    /// Jobs started and stopped so far, and the last defragmentation that found no room, if
    /// none has started or stopped since.
    std::size_t m_changes = 0;
    std::optional<FutileDefragment> m_futileDefragment;
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
    return place(FreeGpus(freeGpus, domainGpus), domainGpus, gpus, mustShareDomain, policy);
}

PolicyRun simulateCluster(const ClusterShape& shape, std::span<const ClusterJob> jobs, SchedulingPolicy policy,
                          const SimulationSettings& settings)
{
    return Simulation(shape, jobs, policy, settings).run();
}

} // namespace tco
