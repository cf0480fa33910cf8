#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>

namespace tco::ui {

class ScenarioPresenter;

/// What a recovery file holds: the unsaved scenario and the file it belongs to, if any.
struct RecoveredDocument {
    QString scenarioText;
    QString originalPath;
};

/// Keeps a copy of an unsaved scenario on disk, so that a crash loses at most the last second
/// of work: written a moment after each change while the document is modified, removed once it
/// is saved or the application closes normally.
class RecoveryFile : public QObject {
    Q_OBJECT

public:
    /// Writes to `path` (by default recovery.breakeven.json in the application's data directory).
    explicit RecoveryFile(ScenarioPresenter& scenario, QString path = defaultPath(), QObject* parent = nullptr);

    [[nodiscard]] static QString defaultPath();
    [[nodiscard]] const QString& path() const { return m_path; }

    /// What an earlier session left, if it ended without closing normally.
    [[nodiscard]] std::optional<RecoveredDocument> leftBehind() const;
    /// Writes now rather than after the pause.
    void writeNow();
    /// Removes the file: the session ends normally, or its content was dealt with.
    void discard();

signals:
    /// The copy could not be written, and `message` says where and why, so that the user knows
    /// to save; or, with an empty message, it could be again. Said when that changes, not at
    /// every write.
    void writeProblem(const QString& message);

private:
    void scheduleWrite();
    /// Says that writing failed for `reason`, or works again when `reason` is empty.
    void report(const QString& reason);

    ScenarioPresenter& m_scenario;
    QString m_path;
    QTimer m_pause;
    bool m_failing = false;
};

} // namespace tco::ui
