#pragma once

#include <QLabel>
#include <QStringList>

#include <string>

namespace tco::ui {

/// The red text under a field or at the head of a group that says why the scenario refused a
/// value; hidden while there is nothing to say. Its pointer is the part of the scenario it
/// speaks for: a message goes to the label whose pointer is the longest prefix of the issue's.
class IssueLabel : public QLabel {
    Q_OBJECT

public:
    /// `title` names the place for a message elsewhere ("see Tokens per day").
    IssueLabel(std::string pointer, QString title, QWidget* parent = nullptr);

    [[nodiscard]] const std::string& pointer() const { return m_pointer; }
    [[nodiscard]] const QString& title() const { return m_title; }
    void setPointer(std::string pointer) { m_pointer = std::move(pointer); }
    void setMessages(const QStringList& messages);

private:
    std::string m_pointer;
    QString m_title;
};

} // namespace tco::ui
