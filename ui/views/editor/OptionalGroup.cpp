#include "views/editor/OptionalGroup.h"

#include "views/editor/FieldWidget.h"

#include <nlohmann/json.hpp>

namespace tco::ui {

OptionalGroup::OptionalGroup(const QString& title, std::string pointer, QWidget* parent)
    : QGroupBox(title, parent)
    , m_pointer(std::move(pointer))
{ }

void OptionalGroup::refresh(const nlohmann::ordered_json& document)
{
    setVisible(!valueAt(document, m_pointer).is_null());
}

} // namespace tco::ui
