#pragma once

#include "json/EnumNames.h"

#include <array>
#include <cstddef>
#include <numeric>

namespace tco {

/// The lines of an itemized monthly cost, of either kind of option.
enum class CostItem {
    // Self-hosted
    GpuRental,
    CloudExtras,
    Depreciation,
    CostOfCapital,
    Power,
    Colocation,
    Maintenance,
    Software,
    Other,
    Staff,
    OneTime,
    // API
    UncachedInput,
    CachedInput,
    CacheWrite,
    Output,
    BatchDiscount,
    CommittedSpendDiscount,
    Count,
};

inline constexpr std::size_t COST_ITEM_COUNT = static_cast<std::size_t>(CostItem::Count);

/// The JSON keys of the breakdown, which are also the labels reports translate.
inline constexpr std::array<EnumName<CostItem>, COST_ITEM_COUNT> COST_ITEM_NAMES{{
    {CostItem::GpuRental, "gpu_rental"},
    {CostItem::CloudExtras, "cloud_extras"},
    {CostItem::Depreciation, "depreciation"},
    {CostItem::CostOfCapital, "cost_of_capital"},
    {CostItem::Power, "power"},
    {CostItem::Colocation, "colocation"},
    {CostItem::Maintenance, "maintenance"},
    {CostItem::Software, "software"},
    {CostItem::Other, "other"},
    {CostItem::Staff, "staff"},
    {CostItem::OneTime, "one_time"},
    {CostItem::UncachedInput, "input_tokens"},
    {CostItem::CachedInput, "cached_input_tokens"},
    {CostItem::CacheWrite, "cache_write_tokens"},
    {CostItem::Output, "output_tokens"},
    {CostItem::BatchDiscount, "batch_discount"},
    {CostItem::CommittedSpendDiscount, "committed_spend_discount"},
}};

/// A month's cost by item, in the display currency; discounts are negative.
struct CostBreakdown {
    std::array<double, COST_ITEM_COUNT> items{};

    [[nodiscard]] double& operator[](CostItem item) { return items[static_cast<std::size_t>(item)]; }
    [[nodiscard]] double operator[](CostItem item) const { return items[static_cast<std::size_t>(item)]; }
    [[nodiscard]] double total() const { return std::accumulate(items.begin(), items.end(), 0.0); }
};

} // namespace tco
