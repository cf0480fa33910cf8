#pragma once

#include <span>
#include <string_view>

namespace tco {

/// A data file compiled into the programs (see cmake/EmbedFiles.cmake).
struct EmbeddedFile {
    /// The path below data/, such as "catalog/gpus.json".
    std::string_view name;
    std::string_view contents;
};

/// Every file of data/catalog, data/scenarios and data/price_sources, in a fixed order.
[[nodiscard]] std::span<const EmbeddedFile> embeddedFiles();

} // namespace tco
