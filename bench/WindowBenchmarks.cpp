// Slider to repaint: a workshop moves a slider and expects every figure, the headline, the table
// and the charts to follow before the next frame. One move is the slider's new position (scenario
// edit, validation, evaluation, sweep, every view's update, the charts in hidden tabs included),
// then the paint, offscreen, of a 1600 × 1000 window, at one of three depths:
//
//  - changed: what Qt paints after the move, the parts of the window that changed;
//  - window:  the whole window repainted, every visible widget and the chart in view;
//  - allCharts: the whole window, and a second window of the same size that shows the four
//    charts at once, both repainted (the main window's tabs show one chart at a time, and a
//    chart in a hidden tab catches up only when it comes into view);
//  - whatMattersMost, breakEvenMap: the whole window repainted with that tab in view, whose
//    analysis (a tornado, a 41 × 31 two-way table) is worked out again on every move; with
//    `Changed` after the name, what Qt paints after the move with that tab in view.
//
// Target: under 16 ms (docs/PERFORMANCE.md).

#include "catalog/CatalogLoader.h"
#include "presenters/DriverPresenter.h"
#include "presenters/ScenarioPresenter.h"
#include "views/BreakEvenMapPanel.h"
#include "views/MainWindow.h"
#include "views/SensitivityPanel.h"
#include "views/SliderPanel.h"
#include "views/charts/BreakdownChart.h"
#include "views/charts/HorizonChart.h"
#include "views/charts/UnitCostChart.h"
#include "views/charts/VolumeChart.h"

#include <QApplication>
#include <QGridLayout>
#include <QSlider>
#include <QTabWidget>

#include <benchmark/benchmark.h>

#include <string>

namespace {

using namespace tco;
using namespace tco::ui;

enum class Paint { Changed, Window, AllCharts };

/// The tab in view: the first, or an analysis that follows the sliders.
enum class Tab { CostByVolume, WhatMattersMost, BreakEvenMap };

/// The page of the window's chart tabs that shows `tab`, found by what it is rather than where.
QWidget* pageOf(const MainWindow& window, Tab tab)
{
    switch (tab) {
    case Tab::CostByVolume:
        return window.findChild<VolumeChart*>();
    case Tab::WhatMattersMost:
        return window.findChild<SensitivityPanel*>();
    case Tab::BreakEvenMap:
        return window.findChild<BreakEvenMapPanel*>();
    }
    return nullptr;
}

void moveSlider(benchmark::State& state, SliderDriver driver, const char* preset, Paint paint, Tab tab)
{
    ScenarioPresenter scenario(*loadEmbeddedCatalog());
    DriverPresenter drivers(scenario);
    scenario.openPreset(QString::fromLatin1(preset));
    MainWindow window(scenario, drivers);
    window.resize(1600, 1000);
    window.show();
    window.findChild<QTabWidget*>(QStringLiteral("chartTabs"))->setCurrentWidget(pageOf(window, tab));
    QApplication::processEvents();
    QSlider* slider = window.findChild<SliderPanel*>()->slider(driver);
    QWidget wall;
    if (paint == Paint::AllCharts) {
        auto* grid = new QGridLayout(&wall);
        grid->addWidget(new VolumeChart(scenario), 0, 0);
        grid->addWidget(new UnitCostChart(scenario), 0, 1);
        grid->addWidget(new BreakdownChart(scenario), 1, 0);
        grid->addWidget(new HorizonChart(scenario), 1, 1);
        wall.resize(1600, 1000);
        wall.show();
        QApplication::processEvents();
    }
    // A drag from 40 % to about 60 % of the slider and back, 1.5 % a move: far enough that
    // every move changes the scenario, even an efficiency rounded to whole percents.
    constexpr int FIRST = 400;
    constexpr int STRIDE = 15;
    constexpr int MOVES_EACH_WAY = 14;
    int step = 0;
    // Held down, as a drag is: analyses take their quick path until it ends.
    scenario.beginGesture();
    for (auto _ : state) {
        ++step;
        const int along = step % (2 * MOVES_EACH_WAY);
        slider->setValue(FIRST + STRIDE * (along < MOVES_EACH_WAY ? along : 2 * MOVES_EACH_WAY - along));
        QApplication::processEvents();
        if (paint != Paint::Changed)
            window.repaint();
        if (paint == Paint::AllCharts)
            wall.repaint();
    }
}

void registerAll()
{
    const struct {
        const char* name;
        SliderDriver driver;
        const char* preset;
    } moves[] = {{"volume/professional-services-70b", SliderDriver::TokensPerDay, "professional-services-70b"},
                 {"gpuPrice/large-deepseek-r1", SliderDriver::GpuPrice, "large-deepseek-r1"},
                 // Every self-hosted option's layouts searched again, and the analyses' variations.
                 {"efficiency/large-deepseek-r1", SliderDriver::BandwidthEfficiency, "large-deepseek-r1"}};
    const struct {
        const char* name;
        Paint paint;
        Tab tab;
    } depths[] = {{"changed", Paint::Changed, Tab::CostByVolume},
                  {"window", Paint::Window, Tab::CostByVolume},
                  {"allCharts", Paint::AllCharts, Tab::CostByVolume},
                  {"whatMattersMost", Paint::Window, Tab::WhatMattersMost},
                  {"whatMattersMostChanged", Paint::Changed, Tab::WhatMattersMost},
                  {"breakEvenMap", Paint::Window, Tab::BreakEvenMap},
                  {"breakEvenMapChanged", Paint::Changed, Tab::BreakEvenMap}};
    for (const auto& move : moves) {
        for (const auto& depth : depths) {
            const std::string name = std::string("moveSlider/") + move.name + "/" + depth.name;
            benchmark::RegisterBenchmark(name.c_str(), moveSlider, move.driver, move.preset, depth.paint, depth.tab)
                ->Unit(benchmark::kMillisecond);
        }
    }
}

} // namespace

int main(int argc, char** argv)
{
    // No display needed: the window renders into memory as it would on screen.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication application(argc, argv);
    registerAll();
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
