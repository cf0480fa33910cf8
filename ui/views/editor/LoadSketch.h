#pragma once

#include <QWidget>

#include <vector>

namespace tco::ui {

/// A small picture of the week's load beside the fields that set it: a bar for each hour from
/// Monday midnight, the average hour as a dashed line, and how busy the busiest hour is.
class LoadSketch : public QWidget {
    Q_OBJECT

public:
    explicit LoadSketch(QWidget* parent = nullptr);

    /// The week's hourly rates as multiples of the average hour (weekRatesOf()).
    void setRates(std::vector<double> rates);

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    /// "Busiest hour: 2.77 × the average".
    [[nodiscard]] QString caption() const;

    std::vector<double> m_rates;
};

} // namespace tco::ui
