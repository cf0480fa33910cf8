// Slider to repaint: a workshop moves a slider and expects every figure, the headline, the table
// and the charts to follow before the next frame. One move here is the slider's new position
// (scenario edit, validation, evaluation, sweep), the views' updates and a synchronous repaint of
// the whole window at 1600 × 1000, offscreen. Target: under 16 ms (docs/PERFORMANCE.md).

#include "catalog/CatalogLoader.h"
#include "presenters/DriverPresenter.h"
#include "presenters/ScenarioPresenter.h"
#include "views/MainWindow.h"
#include "views/SliderPanel.h"

#include <QApplication>
#include <QSlider>

#include <benchmark/benchmark.h>

namespace {

using namespace tco;
using namespace tco::ui;

void moveSlider(benchmark::State& state, Driver driver, const char* preset)
{
    ScenarioPresenter scenario(*loadEmbeddedCatalog());
    DriverPresenter drivers(scenario);
    scenario.openPreset(QString::fromLatin1(preset));
    MainWindow window(scenario, drivers);
    window.resize(1600, 1000);
    window.show();
    QApplication::processEvents();
    QSlider* slider = window.findChild<SliderPanel*>()->slider(driver);
    // Back and forth across a twentieth of the slider, so that every move changes the scenario.
    int step = 0;
    for (auto _ : state) {
        ++step;
        slider->setValue(400 + (step % 2 == 0 ? 50 : 0) + step % 7);
        QApplication::processEvents();
        window.repaint();
    }
}
BENCHMARK_CAPTURE(moveSlider, volumeProfessionalServices, Driver::TokensPerDay, "professional-services-70b")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(moveSlider, gpuPriceLargeDeployment, Driver::GpuPrice, "large-deepseek-r1")->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv)
{
    // No display needed: the window renders into memory as it would on screen.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication application(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
