#pragma once

#include "presenters/CatalogChoices.h"
#include "views/editor/FieldWidget.h"

#include <vector>

class QComboBox;
class QLabel;

namespace tco::ui {

/// Picks a catalog entry: a list to open, or text to type that finds entries by any part of
/// "id — name", ignoring case. Under it, the chosen entry's figures and where they come from.
class CatalogPicker : public FieldWidget {
    Q_OBJECT

public:
    CatalogPicker(EditorField field, std::string pointer, FieldHooks hooks = {}, QWidget* parent = nullptr);

    /// Another catalog took the place of the one the choices were made from: the next refresh
    /// makes them again, with its entries and figures.
    void forgetChoices() { m_choices.clear(); }

protected:
    void show(const nlohmann::ordered_json& value, const EditorContext& context) override;
    [[nodiscard]] QString state() const override;
    [[nodiscard]] std::expected<QString, QString> value() const override;

private:
    void setChoices(std::vector<CatalogChoice> choices);

    QComboBox* m_combo = nullptr;
    QLabel* m_details = nullptr;
    std::vector<CatalogChoice> m_choices;
    /// What the choices were made for.
    std::string m_gpuFilter;
    QLocale m_locale;
};

} // namespace tco::ui
