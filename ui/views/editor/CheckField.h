#pragma once

#include "views/editor/FieldWidget.h"

class QCheckBox;

namespace tco::ui {

/// A yes-or-no value, or a part of the scenario that is there or not (a fine-tuning run),
/// committed as soon as it is toggled.
class CheckField : public FieldWidget {
    Q_OBJECT

public:
    CheckField(EditorField field, std::string pointer, FieldHooks hooks = {}, QWidget* parent = nullptr);

protected:
    void show(const nlohmann::ordered_json& value, const EditorContext& context) override;
    [[nodiscard]] QString state() const override;

private:
    QCheckBox* m_box = nullptr;
};

} // namespace tco::ui
