#pragma once

#include "cost/PreparedScenario.h"

#include <cstddef>
#include <span>
#include <vector>

namespace tco {

/// Self-hosted options prepared lately, kept for their sized layouts, which depend only on the
/// sizing request and the peak factor (sameSizing()). A document edited again and again (a
/// slider dragging a price) and the analyses that set its numbers one at a time (a tornado, a
/// spider, a two-way table), run again after each edit, ask for the same few sizings: with one
/// memo that outlives them all, each is searched once. Entries point into the catalog they were
/// prepared with, so a memo lives no longer than that catalog. Not for sharing between threads.
class SizingMemo {
public:
    /// The memo holds at most `capacity` options (at least one).
    explicit SizingMemo(std::size_t capacity = DEFAULT_CAPACITY);

    /// Options whose layouts prepareSelfHosted() may reuse, the most recently used first.
    [[nodiscard]] std::span<const PreparedSelfHosted> entries() const { return m_entries; }

    /// Keeps `option` as the most recently used, or marks so the entry with its sizing, and
    /// forgets the least recently used beyond the capacity.
    void remember(const PreparedSelfHosted& option);

    /// Enough for a spider of a dozen steps over ten sizing inputs, which holds the tornado's.
    static constexpr std::size_t DEFAULT_CAPACITY = 128;

private:
    std::size_t m_capacity;
    std::vector<PreparedSelfHosted> m_entries;
};

} // namespace tco
