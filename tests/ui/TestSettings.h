#pragma once

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>

namespace tco::test {

/// Keeps the test's settings, recent files and recovery copies out of the user's, and starts it
/// from no settings at all.
inline void isolateSettings()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("BreakevenTests"));
    QSettings().clear();
}

} // namespace tco::test
