#include "model/Provenance.h"

#include "text/WholeNumber.h"

#include <chrono>

namespace tco {
namespace {

bool parseNumber(std::string_view text, int& number)
{
    const std::optional<int> value = wholeNumber<int>(text);
    number = value.value_or(number);
    return value.has_value();
}

bool allDigits(std::string_view text)
{
    for (const char character : text) {
        if (character < '0' || character > '9')
            return false;
    }
    return !text.empty();
}

} // namespace

bool isValidAsOf(std::string_view text)
{
    int year = 0;
    if (text.size() < 4 || !allDigits(text.substr(0, 4)) || !parseNumber(text.substr(0, 4), year))
        return false;
    const std::string_view rest = text.substr(4);
    if (rest.empty())
        return true;
    if (rest.size() == 3 && rest[0] == '-' && (rest[1] == 'Q' || rest[1] == 'H')) {
        const int last = rest[1] == 'Q' ? 4 : 2;
        return rest[2] >= '1' && rest[2] <= '0' + last;
    }
    int month = 0;
    if (rest.size() < 3 || rest[0] != '-' || !allDigits(rest.substr(1, 2)) || !parseNumber(rest.substr(1, 2), month))
        return false;
    if (month < 1 || month > 12)
        return false;
    if (rest.size() == 3)
        return true;
    int day = 0;
    if (rest.size() != 6 || rest[3] != '-' || !allDigits(rest.substr(4, 2)) || !parseNumber(rest.substr(4, 2), day))
        return false;
    const std::chrono::year_month_day date{std::chrono::year(year), std::chrono::month(static_cast<unsigned>(month)),
                                           std::chrono::day(static_cast<unsigned>(day))};
    return date.ok();
}

std::optional<std::chrono::sys_days> lastDayOf(std::string_view asOf)
{
    using namespace std::chrono;
    if (!isValidAsOf(asOf))
        return std::nullopt;
    int number = 0;
    (void)parseNumber(asOf.substr(0, 4), number);
    const year inYear(number);
    const std::string_view rest = asOf.substr(4);
    const auto lastOfMonth = [&](unsigned month) { return sys_days(inYear / std::chrono::month(month) / last); };
    if (rest.empty())
        return lastOfMonth(12);
    if (rest[1] == 'Q')
        return lastOfMonth(static_cast<unsigned>(rest[2] - '0') * 3);
    if (rest[1] == 'H')
        return lastOfMonth(static_cast<unsigned>(rest[2] - '0') * 6);
    (void)parseNumber(rest.substr(1, 2), number);
    const auto month = static_cast<unsigned>(number);
    if (rest.size() == 3)
        return lastOfMonth(month);
    (void)parseNumber(rest.substr(4, 2), number);
    return sys_days(inYear / std::chrono::month(month) / day(static_cast<unsigned>(number)));
}

} // namespace tco
