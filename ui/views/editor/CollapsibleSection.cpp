#include "views/editor/CollapsibleSection.h"

#include <QToolButton>
#include <QVBoxLayout>

namespace tco::ui {

CollapsibleSection::CollapsibleSection(const QString& title, QWidget* content, bool expanded, QWidget* parent)
    : QWidget(parent)
    , m_content(content)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_heading = new QToolButton(this);
    m_heading->setObjectName(QStringLiteral("heading"));
    m_heading->setText(title);
    m_heading->setCheckable(true);
    m_heading->setChecked(expanded);
    m_heading->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_heading->setAutoRaise(true);
    m_heading->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    layout->addWidget(m_heading);
    m_content->setParent(this);
    m_content->setVisible(expanded);
    layout->addWidget(m_content);

    connect(m_heading, &QToolButton::toggled, this, [this](bool open) {
        m_heading->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
        m_content->setVisible(open);
        emit expandedChanged(open);
    });
}

bool CollapsibleSection::isExpanded() const
{
    return m_heading->isChecked();
}

} // namespace tco::ui
