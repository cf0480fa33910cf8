#include "views/editor/CheckField.h"

#include <nlohmann/json.hpp>

#include <QCheckBox>

namespace tco::ui {

CheckField::CheckField(EditorField field, std::string pointer, FieldHooks hooks, QWidget* parent)
    : FieldWidget(std::move(field), std::move(pointer), std::move(hooks), parent)
{
    m_box = new QCheckBox(this->field().label, this);
    setInput(m_box);
    connect(m_box, &QCheckBox::toggled, this, &CheckField::commitIfEdited);
}

void CheckField::show(const nlohmann::ordered_json& value, const EditorContext&)
{
    const QSignalBlocker blocker(m_box);
    m_box->setChecked(value.is_boolean() && value.get<bool>());
}

QString CheckField::state() const
{
    return m_box->isChecked() ? QStringLiteral("true") : QStringLiteral("false");
}

} // namespace tco::ui
