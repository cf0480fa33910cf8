#pragma once

#include <nlohmann/json_fwd.hpp>

#include <QGroupBox>

#include <string>

namespace tco::ui {

/// A group of fields shown only while the part of the scenario they edit exists: an option's
/// "rented" or "owned" terms, the fine-tuning run.
class OptionalGroup : public QGroupBox {
    Q_OBJECT

public:
    OptionalGroup(const QString& title, std::string pointer, QWidget* parent = nullptr);

    void refresh(const nlohmann::ordered_json& document);

private:
    std::string m_pointer;
};

} // namespace tco::ui
