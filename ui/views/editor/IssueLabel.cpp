#include "views/editor/IssueLabel.h"

#include <QPalette>

namespace tco::ui {

IssueLabel::IssueLabel(std::string pointer, QString title, QWidget* parent)
    : QLabel(parent)
    , m_pointer(std::move(pointer))
    , m_title(std::move(title))
{
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette colors = palette();
    colors.setColor(QPalette::WindowText, QColor(0xb0, 0x1c, 0x1c));
    setPalette(colors);
    hide();
}

void IssueLabel::setMessages(const QStringList& messages)
{
    setText(messages.join(QLatin1Char('\n')));
    setVisible(!messages.isEmpty());
}

} // namespace tco::ui
