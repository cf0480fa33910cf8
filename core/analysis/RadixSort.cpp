#include "analysis/RadixSort.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <numeric>
#include <utility>

namespace tco {
namespace {

/// A key whose unsigned order is the order of finite doubles: negative numbers with every bit
/// flipped, the others with the sign bit set (Terdiman, "Radix sort revisited", 2000).
std::uint64_t orderedKey(double value)
{
    constexpr std::uint64_t SIGN_BIT = std::uint64_t{1} << 63;
    const auto bits = std::bit_cast<std::uint64_t>(value);
    return (bits & SIGN_BIT) != 0 ? ~bits : bits | SIGN_BIT;
}

/// radixSort() from byte `byte` of the keys down; the samples move with their values when
/// `Carry` holds, and are not touched otherwise.
template <bool Carry> void sortFromByte(std::span<double> values, std::span<std::uint32_t> samples, int byte)
{
    constexpr std::size_t SHORT_RANGE = 32;
    constexpr std::size_t BUCKETS = 256;
    if (values.size() <= SHORT_RANGE) {
        for (std::size_t next = 1; next < values.size(); ++next) {
            const double value = values[next];
            std::uint32_t sample = 0;
            if constexpr (Carry)
                sample = samples[next];
            std::size_t to = next;
            for (; to > 0 && values[to - 1] > value; --to) {
                values[to] = values[to - 1];
                if constexpr (Carry)
                    samples[to] = samples[to - 1];
            }
            values[to] = value;
            if constexpr (Carry)
                samples[to] = sample;
        }
        return;
    }
    const auto bucketOf = [byte](double value) { return (orderedKey(value) >> (8 * byte)) & (BUCKETS - 1); };
    std::array<std::size_t, BUCKETS> counts{};
    for (const double value : values)
        ++counts[bucketOf(value)];
    // A byte every value shares (the exponent's, often) orders nothing.
    if (std::ranges::find(counts, values.size()) != counts.end()) {
        if (byte > 0)
            sortFromByte<Carry>(values, samples, byte - 1);
        return;
    }
    std::array<std::size_t, BUCKETS> next{};
    std::exclusive_scan(counts.begin(), counts.end(), next.begin(), std::size_t{0});
    std::array<std::size_t, BUCKETS> end{};
    std::inclusive_scan(counts.begin(), counts.end(), end.begin());
    // Each value in a wrong bucket displaces the one at its own bucket's next free place, which
    // goes on to displace another, until a value lands in the bucket the walk started from.
    for (std::size_t bucket = 0; bucket < BUCKETS; ++bucket) {
        while (next[bucket] < end[bucket]) {
            double value = values[next[bucket]];
            std::uint32_t sample = 0;
            if constexpr (Carry)
                sample = samples[next[bucket]];
            for (std::size_t home = bucketOf(value); home != bucket; home = bucketOf(value)) {
                std::swap(value, values[next[home]]);
                if constexpr (Carry)
                    std::swap(sample, samples[next[home]]);
                ++next[home];
            }
            values[next[bucket]] = value;
            if constexpr (Carry)
                samples[next[bucket]] = sample;
            ++next[bucket];
        }
    }
    if (byte == 0)
        return;
    std::size_t first = 0;
    for (const std::size_t count : counts) {
        if (count > 1)
            sortFromByte<Carry>(values.subspan(first, count), Carry ? samples.subspan(first, count) : samples, byte - 1);
        first += count;
    }
}

constexpr int MOST_SIGNIFICANT_BYTE = 7;

} // namespace

void radixSort(std::span<double> values, std::span<std::uint32_t> samples)
{
    sortFromByte<true>(values, samples, MOST_SIGNIFICANT_BYTE);
}

void radixSort(std::span<double> values)
{
    sortFromByte<false>(values, {}, MOST_SIGNIFICANT_BYTE);
}

} // namespace tco
