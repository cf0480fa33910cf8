#pragma once

#include <QString>

namespace tco::test {

/// `text` (UTF-8) with each '~' a no-break space, the way the app holds a number to its unit:
/// unbroken("10~M~tokens") is how "10 M tokens" reads on screen, never split over two lines.
inline QString unbroken(const char* text)
{
    return QString::fromUtf8(text).replace(QLatin1Char('~'), QChar(0x00A0));
}

} // namespace tco::test
