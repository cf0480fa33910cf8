#pragma once

#include <array>
#include <compare>
#include <optional>
#include <string_view>

namespace tco {

/// An ISO 4217 currency code: three upper-case ASCII letters such as USD or EUR.
class Currency {
public:
    /// Returns the currency for a well-formed code, or nothing ("usd", "EURO" and "" are not codes).
    [[nodiscard]] static constexpr std::optional<Currency> fromCode(std::string_view code)
    {
        if (code.size() != 3)
            return std::nullopt;
        for (const char letter : code) {
            if (letter < 'A' || letter > 'Z')
                return std::nullopt;
        }
        return Currency(code[0], code[1], code[2]);
    }

    [[nodiscard]] static constexpr Currency usd() { return Currency('U', 'S', 'D'); }

    [[nodiscard]] constexpr std::string_view code() const { return {m_code.data(), m_code.size()}; }

    friend constexpr auto operator<=>(const Currency&, const Currency&) = default;
    friend constexpr bool operator==(const Currency&, const Currency&) = default;

private:
    constexpr Currency(char first, char second, char third)
        : m_code{first, second, third}
    { }

    std::array<char, 3> m_code;
};

/// An amount of money in a stated currency.
///
/// Amounts are doubles, not integer cents: a per-token price is around 1e-7 USD, which cents
/// cannot hold, and a cost of ownership is a projection rather than a ledger. Figures are rounded
/// only for display. Inputs arrive in several currencies (GPU hours in USD, a salary in EUR); each
/// is converted at the scenario's own exchange rates before any arithmetic, so there is no
/// operator that adds two Money values.
struct Money {
    double amount = 0.0;
    Currency currency = Currency::usd();

    friend constexpr bool operator==(const Money&, const Money&) = default;
};

} // namespace tco
