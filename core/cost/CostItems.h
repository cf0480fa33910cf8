#pragma once

#include "json/EnumNames.h"
#include "text/Translatable.h"

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
    // Either kind: reserved GPUs the volume does not need, or a promised spend above the bill.
    UnusedCommitment,
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
    {CostItem::UnusedCommitment, "unused_commitment"},
}};

/// The item as a person reads it, in English: "Staff", "GPU rental". The desktop app shows it in
/// the user's language, translated in the context "CostItems".
[[nodiscard]] constexpr const char* costItemLabel(CostItem item)
{
    switch (item) {
    case CostItem::GpuRental:
        return TCO_TRANSLATABLE("CostItems", "GPU rental");
    case CostItem::CloudExtras:
        return TCO_TRANSLATABLE("CostItems", "Cloud extras");
    case CostItem::Depreciation:
        return TCO_TRANSLATABLE("CostItems", "Depreciation");
    case CostItem::CostOfCapital:
        return TCO_TRANSLATABLE("CostItems", "Cost of capital");
    case CostItem::Power:
        return TCO_TRANSLATABLE("CostItems", "Power");
    case CostItem::Colocation:
        return TCO_TRANSLATABLE("CostItems", "Colocation");
    case CostItem::Maintenance:
        return TCO_TRANSLATABLE("CostItems", "Maintenance");
    case CostItem::Software:
        return TCO_TRANSLATABLE("CostItems", "Software");
    case CostItem::Other:
        return TCO_TRANSLATABLE("CostItems", "Other");
    case CostItem::Staff:
        return TCO_TRANSLATABLE("CostItems", "Staff");
    case CostItem::OneTime:
        return TCO_TRANSLATABLE("CostItems", "One-time costs");
    case CostItem::UncachedInput:
        return TCO_TRANSLATABLE("CostItems", "Input tokens");
    case CostItem::CachedInput:
        return TCO_TRANSLATABLE("CostItems", "Cached input");
    case CostItem::CacheWrite:
        return TCO_TRANSLATABLE("CostItems", "Cache writes");
    case CostItem::Output:
        return TCO_TRANSLATABLE("CostItems", "Output tokens");
    case CostItem::BatchDiscount:
        return TCO_TRANSLATABLE("CostItems", "Batch discount");
    case CostItem::CommittedSpendDiscount:
        return TCO_TRANSLATABLE("CostItems", "Committed-spend discount");
    case CostItem::UnusedCommitment:
        return TCO_TRANSLATABLE("CostItems", "Unused commitment");
    case CostItem::Count:
        break;
    }
    return "";
}

/// A month's cost by item, in the display currency; discounts are negative.
struct CostBreakdown {
    std::array<double, COST_ITEM_COUNT> items{};

    [[nodiscard]] double& operator[](CostItem item) { return items[static_cast<std::size_t>(item)]; }
    [[nodiscard]] double operator[](CostItem item) const { return items[static_cast<std::size_t>(item)]; }
    [[nodiscard]] double total() const { return std::accumulate(items.begin(), items.end(), 0.0); }
};

} // namespace tco
