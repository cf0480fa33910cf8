#include "presenters/RecentFiles.h"

#include <QFileInfo>
#include <QSettings>

namespace tco::ui {
namespace {

const QString SETTINGS_KEY = QStringLiteral("recentFiles");

} // namespace

RecentFiles::RecentFiles(QObject* parent)
    : QObject(parent)
{ }

QStringList RecentFiles::files() const
{
    QStringList existing;
    for (const QString& path : QSettings().value(SETTINGS_KEY).toStringList()) {
        if (QFileInfo::exists(path))
            existing << path;
    }
    return existing;
}

void RecentFiles::add(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = QSettings().value(SETTINGS_KEY).toStringList();
    list.removeAll(absolute);
    list.prepend(absolute);
    store(list.mid(0, MOST));
}

void RecentFiles::clear()
{
    store({});
}

void RecentFiles::store(const QStringList& files)
{
    QSettings().setValue(SETTINGS_KEY, files);
    emit changed();
}

} // namespace tco::ui
