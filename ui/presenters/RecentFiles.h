#pragma once

#include <QObject>
#include <QStringList>

namespace tco::ui {

/// The scenario files opened or saved last, newest first, kept in the user's settings.
class RecentFiles : public QObject {
    Q_OBJECT

public:
    static constexpr int MOST = 8;

    explicit RecentFiles(QObject* parent = nullptr);

    /// The files that still exist, newest first.
    [[nodiscard]] QStringList files() const;
    /// Puts `path` first, once.
    void add(const QString& path);
    void clear();

signals:
    void changed();

private:
    void store(const QStringList& files);
};

} // namespace tco::ui
