#include "cost/SizingMemo.h"

#include <algorithm>
#include <iterator>

namespace tco {

SizingMemo::SizingMemo(std::size_t capacity)
    : m_capacity(std::max<std::size_t>(capacity, 1))
{ }

void SizingMemo::remember(const PreparedSelfHosted& option)
{
    const auto known
        = std::ranges::find_if(m_entries, [&](const PreparedSelfHosted& entry) { return sameSizing(entry, option); });
    if (known != m_entries.end()) {
        // The most recently used first: the scenario's own sizing, asked for between the
        // variations of every other input, stays at the front.
        std::rotate(m_entries.begin(), known, std::next(known));
        return;
    }
    if (m_entries.size() == m_capacity)
        m_entries.pop_back();
    m_entries.insert(m_entries.begin(), option);
}

} // namespace tco
