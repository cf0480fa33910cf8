#pragma once

#include <QWidget>

class QToolButton;

namespace tco::ui {

/// A heading that opens and closes the part of a form below it, for assumptions most people
/// leave as they are.
class CollapsibleSection : public QWidget {
    Q_OBJECT

public:
    CollapsibleSection(const QString& title, QWidget* content, bool expanded, QWidget* parent = nullptr);

    [[nodiscard]] bool isExpanded() const;

signals:
    void expandedChanged(bool expanded);

private:
    QToolButton* m_heading = nullptr;
    QWidget* m_content = nullptr;
};

} // namespace tco::ui
