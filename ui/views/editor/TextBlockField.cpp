#include "views/editor/TextBlockField.h"

#include <nlohmann/json.hpp>

#include <QEvent>
#include <QPlainTextEdit>

namespace tco::ui {
namespace {

/// Lines of text the field shows before it scrolls.
constexpr int VISIBLE_LINES = 4;

} // namespace

TextBlockField::TextBlockField(EditorField field, std::string pointer, FieldHooks hooks, QWidget* parent)
    : FieldWidget(std::move(field), std::move(pointer), std::move(hooks), parent)
{
    m_edit = new QPlainTextEdit(this);
    m_edit->setTabChangesFocus(true);
    const QFontMetrics metrics(m_edit->font());
    m_edit->setFixedHeight(metrics.lineSpacing() * VISIBLE_LINES
                           + 2 * (m_edit->frameWidth() + static_cast<int>(m_edit->document()->documentMargin())));
    m_edit->installEventFilter(this);
    setInput(m_edit);
}

void TextBlockField::show(const nlohmann::ordered_json& value, const EditorContext& context)
{
    const QString text = fieldText(field(), value, context.locale);
    if (m_edit->toPlainText() != text)
        m_edit->setPlainText(text);
}

QString TextBlockField::state() const
{
    return m_edit->toPlainText();
}

bool TextBlockField::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_edit && event->type() == QEvent::FocusOut)
        commitIfEdited();
    return FieldWidget::eventFilter(watched, event);
}

} // namespace tco::ui
