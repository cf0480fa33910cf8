#include "json/Issue.h"

#include <fmt/format.h>

namespace tco {

std::string describe(const Issue& issue)
{
    if (issue.pointer.empty())
        return issue.message;
    return fmt::format("{}: {}", issue.pointer, issue.message);
}

std::string describe(const LoadError& error)
{
    std::string text;
    for (const Issue& issue : error.issues) {
        if (!text.empty())
            text += '\n';
        text += fmt::format("{}: {}", error.origin, describe(issue));
    }
    return text;
}

std::string appendKey(const std::string& pointer, std::string_view key)
{
    std::string result = pointer;
    result.reserve(pointer.size() + key.size() + 1);
    result += '/';
    for (const char character : key) {
        if (character == '~')
            result += "~0";
        else if (character == '/')
            result += "~1";
        else
            result += character;
    }
    return result;
}

std::string appendIndex(const std::string& pointer, std::size_t index)
{
    return fmt::format("{}/{}", pointer, index);
}

} // namespace tco
