#include "views/editor/FieldWidget.h"

#include "views/editor/IssueLabel.h"

#include <nlohmann/json.hpp>

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace tco::ui {
namespace {

using json = nlohmann::ordered_json;

/// Notes under a field are this much smaller than the form's text.
constexpr double NOTE_SCALE = 0.85;

/// What a presence field shows: whether the pointer exists, or which choice is a key below it.
json presenceValue(const EditorField& field, const json& document, const std::string& pointer)
{
    const json& object = valueAt(document, pointer);
    if (field.kind == FieldKind::Boolean)
        return !object.is_null();
    for (const FieldChoice& choice : field.choices) {
        if (object.is_object() && object.contains(choice.name))
            return choice.name;
    }
    return nullptr;
}

} // namespace

const json& valueAt(const json& document, const std::string& pointer)
{
    static const json NONE;
    try {
        const json::json_pointer at(pointer);
        return document.contains(at) ? document.at(at) : NONE;
    } catch (const json::exception&) {
        return NONE;
    }
}

QLabel* noteLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    // A source can hold a path or URL longer than the form is wide; it wraps or is cut rather
    // than widen the form (the tooltip has it whole).
    label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    label->setForegroundRole(QPalette::PlaceholderText);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * NOTE_SCALE);
    label->setFont(font);
    return label;
}

FieldWidget::FieldWidget(EditorField field, std::string pointer, FieldHooks hooks, QWidget* parent)
    : QWidget(parent)
    , m_field(std::move(field))
    , m_pointer(std::move(pointer))
    , m_hooks(std::move(hooks))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_row = new QHBoxLayout;
    m_row->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_row);
    if (!m_field.unit.isEmpty()) {
        m_unit = new QLabel(m_field.unit, this);
        m_unit->setObjectName(partName("Unit"));
        m_row->addWidget(m_unit);
    }
    m_issues = new IssueLabel(m_pointer, m_field.label, this);
    m_issues->setObjectName(partName("Message"));
    layout->addWidget(m_issues);
    setToolTip(m_field.toolTip);
}

FieldWidget::~FieldWidget() = default;

void FieldWidget::refresh(const EditorContext& context, bool force)
{
    if (!force && (m_refused || (isEdited() && input()->hasFocus())))
        return;
    if (m_hooks.valueIsPresence)
        show(presenceValue(m_field, context.document, m_pointer), context);
    else
        show(valueAt(context.document, m_pointer), context);
    m_shownState = state();
}

std::expected<std::vector<Override>, QString> FieldWidget::changes(const EditorContext& context) const
{
    const std::expected<QString, QString> entered = value();
    if (!entered)
        return std::unexpected(entered.error());
    if (m_hooks.change)
        return m_hooks.change(context, *entered);
    const std::expected<std::string, QString> text = fieldJson(m_field, *entered, context.locale, currency());
    if (!text)
        return std::unexpected(text.error());
    return std::vector<Override>{Override{m_pointer, *text}};
}

void FieldWidget::keyPressEvent(QKeyEvent* event)
{
    // Inputs pass Escape on to their parent; here it takes the scenario's value back.
    if (event->key() == Qt::Key_Escape && (m_refused || isEdited())) {
        event->accept();
        emit reverted();
        return;
    }
    QWidget::keyPressEvent(event);
}

QLabel* FieldWidget::unitLabel() const
{
    return m_unit;
}

void FieldWidget::setInput(QWidget* widget)
{
    m_input = widget;
    widget->setObjectName(partName("Field"));
    widget->setToolTip(m_field.toolTip);
    m_row->insertWidget(0, widget, 1);
}

void FieldWidget::addInput(QWidget* widget)
{
    m_row->insertWidget(m_unit != nullptr ? m_row->indexOf(m_unit) : m_row->count(), widget);
}

void FieldWidget::addNote(QLabel* note)
{
    auto* layout = static_cast<QVBoxLayout*>(this->layout());
    layout->insertWidget(layout->indexOf(m_issues), note);
}

void FieldWidget::commitIfEdited()
{
    if (m_refused || isEdited())
        emit committed();
}

QString FieldWidget::partName(const char* part) const
{
    return m_field.objectName + QLatin1String(part);
}

} // namespace tco::ui
