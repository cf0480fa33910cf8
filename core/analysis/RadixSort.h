#pragma once

#include <cstdint>
#include <span>

namespace tco {

/// Sorts finite values in ascending order, carrying their samples along (`samples` as long as
/// `values`): an in-place radix sort on the bytes of the values' order-preserving keys, most
/// significant first ("American flag sort": McIlroy, Bostic and McIlroy, "Engineering radix
/// sort", Computing Systems 6(1), 1993), with insertion sort for short ranges. Equal values end
/// in an order fixed by the input's.
///
/// On the reference machine it sorts 10^6 outcomes in about 40 ms, where std::sort on (value,
/// sample) pairs takes about 100 and a byte-wise radix sort from the least significant byte
/// 55 to 80: that one needs a second buffer as large as the outcomes, and fresh pages cost.
void radixSort(std::span<double> values, std::span<std::uint32_t> samples);

/// Sorts finite values in ascending order, as radixSort() does without samples to carry.
void radixSort(std::span<double> values);

} // namespace tco
