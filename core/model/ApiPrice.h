#pragma once

#include "model/Provenance.h"
#include "units/Money.h"

#include <optional>
#include <string>

namespace tco {

/// One model offered per token by an API provider; every price is per million tokens.
struct ApiPrice {
    std::string id;
    std::string provider;
    /// The provider's model identifier.
    std::string model;
    std::string name;
    /// The catalog model whose architecture the offer serves, for open models.
    std::optional<std::string> servesModel;
    Money inputPerMillionTokens;
    Money outputPerMillionTokens;
    /// Empty: no discount for cache reads, the input price applies.
    std::optional<Money> cachedInputPerMillionTokens;
    /// Empty: no separate price for cache writes, the input price applies.
    std::optional<Money> cacheWritePerMillionTokens;
    /// Share taken off batched requests; empty when no batch offer is known.
    std::optional<double> batchDiscount;
    std::optional<int> contextWindowTokens;
    Provenance provenance;

    friend bool operator==(const ApiPrice&, const ApiPrice&) = default;
};

} // namespace tco
