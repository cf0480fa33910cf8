#pragma once

#include <QWidget>

class QStackedWidget;

namespace tco::ui {

class ScenarioPresenter;
class SpiderChart;
class TornadoChart;

/// What matters most, as a tornado (each input's two ends) or as a spider plot (the path
/// between them), one at a time.
class SensitivityPanel : public QWidget {
    Q_OBJECT

public:
    explicit SensitivityPanel(const ScenarioPresenter& scenario, QWidget* parent = nullptr);

    [[nodiscard]] TornadoChart* tornado() const { return m_tornado; }
    [[nodiscard]] SpiderChart* spider() const { return m_spider; }

private:
    TornadoChart* m_tornado = nullptr;
    SpiderChart* m_spider = nullptr;
    QStackedWidget* m_charts = nullptr;
};

} // namespace tco::ui
