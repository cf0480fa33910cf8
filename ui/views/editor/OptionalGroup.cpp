#include "views/editor/OptionalGroup.h"

#include "views/editor/FieldWidget.h"

#include <nlohmann/json.hpp>

namespace tco::ui {

OptionalGroup::OptionalGroup(const QString& title, std::string pointer, QWidget* parent)
    : QGroupBox(title, parent)
    , m_pointer(std::move(pointer))
{
    // Absent until refresh() finds its part, so that a page laid out before then is not sized
    // for fields the scenario does not have.
    hide();
}

void OptionalGroup::refresh(const nlohmann::ordered_json& document)
{
    setVisible(!valueAt(document, m_pointer).is_null());
}

} // namespace tco::ui
