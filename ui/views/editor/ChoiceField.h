#pragma once

#include "views/editor/FieldWidget.h"

class QComboBox;

namespace tco::ui {

/// One of a fixed list (a precision, a pricing type, rented or owned) or one of the scenario's
/// currencies, committed as soon as it is chosen. An optional field's first entry removes the
/// value, so that the default applies.
class ChoiceField : public FieldWidget {
    Q_OBJECT

public:
    ChoiceField(EditorField field, std::string pointer, FieldHooks hooks = {}, QWidget* parent = nullptr);

protected:
    void show(const nlohmann::ordered_json& value, const EditorContext& context) override;
    [[nodiscard]] QString state() const override;

private:
    QComboBox* m_combo = nullptr;
};

} // namespace tco::ui
