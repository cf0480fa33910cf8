#include "views/BreakEvenMapPanel.h"
#include "views/charts/BreakEvenMap.h"
#include "views/charts/BreakdownChart.h"
#include "views/charts/ChartExport.h"
#include "views/charts/ChartPalette.h"
#include "views/charts/GridAxis.h"
#include "views/charts/HorizonChart.h"
#include "views/charts/SpiderChart.h"
#include "views/charts/TornadoChart.h"
#include "views/charts/UnitCostChart.h"
#include "views/charts/VolumeChart.h"

#include "ChartTestSupport.h"
#include "TestCatalog.h"
#include "analysis/SensitivityAnalysis.h"
#include "presenters/ScenarioPresenter.h"

#include <fmt/format.h>

#include <QAbstractAxis>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QComboBox>
#include <QFile>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QUndoStack>
#include <QValueAxis>

#include <algorithm>
#include <memory>

using namespace tco;
using namespace tco::test;
using namespace tco::ui;

namespace {

const QString H100 = QStringLiteral("2× H100 rented");
const QString OPUS = QStringLiteral("Claude Opus 4.5 API");
const QString TOGETHER = QStringLiteral("Llama 3.3 70B on Together AI");
const QString HYBRID = QStringLiteral("H100s + Opus for peaks");
const QString TODAY = QStringLiteral("Current volume");
const QString BREAK_EVEN = QStringLiteral("Break-even");
const QString CROSSOVER = QStringLiteral("Crossover");

/// The professional-services preset: one self-hosted option (two rented H100), two API offers
/// and a hybrid of the H100 and Opus.
std::unique_ptr<ScenarioPresenter> professionalServices()
{
    return presetScenario("professional-services-70b");
}

} // namespace

class ChartsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void theVolumeChartHasALinePerOptionAndItsMarks()
    {
        const auto presenter = professionalServices();
        const VolumeChart chart(*presenter);
        QCOMPARE(seriesNames(chart), (QStringList{H100, OPUS, TOGETHER, HYBRID, TODAY, BREAK_EVEN}));
        // The marks are drawn above the lines.
        QCOMPARE(chart.chart()->series().constLast()->name(), BREAK_EVEN);
    }

    void aFleetsCostClimbsInStairsAndNothingIsZero()
    {
        const auto presenter = professionalServices();
        const VolumeChart chart(*presenter);
        const QList<QPointF> stairs = seriesNamed(chart, H100)->points();
        int jumps = 0;
        for (qsizetype i = 1; i < stairs.size(); ++i) {
            QVERIFY(stairs[i].x() >= stairs[i - 1].x());
            QVERIFY(stairs[i].y() >= stairs[i - 1].y());
            jumps += stairs[i].x() == stairs[i - 1].x() ? 1 : 0;
        }
        // Two GPUs serve up to some tens of millions of tokens a day; a hundred billion needs many more.
        QVERIFY2(jumps > 10, qPrintable(QString::number(jumps)));
        // An API bill is proportional to volume, a straight line on log axes: its ends are enough.
        const QList<QPointF> opus = seriesNamed(chart, OPUS)->points();
        QCOMPARE(opus.size(), 2);
        QCOMPARE(opus[0].x(), SCALE_MIN_TOKENS_PER_DAY);
        QCOMPARE(opus[1].x(), SCALE_MAX_TOKENS_PER_DAY);
        QVERIFY(near(*valueAt(opus, 1e7), presenter->results().options()[1].monthly.total()));
        for (const QAbstractSeries* series : chart.chart()->series()) {
            for (const QPointF& point : qobject_cast<const QXYSeries*>(series)->points())
                QVERIFY(point.x() > 0.0 && point.y() > 0.0);
        }
    }

    void labelsPowersOfTenInWordsAndFewerWhereTheAxisIsShort()
    {
        const auto presenter = professionalServices();
        const auto chart = shown<VolumeChart>(*presenter);
        QCategoryAxis* labels = nullptr;
        for (QAbstractAxis* axis : chart->chart()->axes(Qt::Horizontal))
            labels = axis->type() == QAbstractAxis::AxisTypeCategory ? qobject_cast<QCategoryAxis*>(axis) : labels;
        QVERIFY(labels);
        const QStringList every{QStringLiteral("100 k"), QStringLiteral("1 M"),  QStringLiteral("10 M"), QStringLiteral("100 M"),
                                QStringLiteral("1 B"),   QStringLiteral("10 B"), QStringLiteral("100 B")};
        QCOMPARE(labels->categoriesLabels(), every);
        QCOMPARE(labels->titleText(), QStringLiteral("Tokens per day"));

        // Too short for seven labels: every second or third power of ten, such as 1 M and 1 B.
        chart->resize(420, 300);
        QTRY_VERIFY(labels->count() < every.size());
        QVERIFY(labels->count() >= 2);
        QVERIFY(labels->categoriesLabels().contains(QStringLiteral("1 M")));
        for (const QString& label : labels->categoriesLabels())
            QVERIFY(every.contains(label));
    }

    void marksEveryBreakEvenOnTheApisLine()
    {
        const auto presenter = professionalServices();
        const VolumeChart chart(*presenter);
        const QList<QPointF> marks = seriesNamed(chart, BREAK_EVEN)->points();
        QCOMPARE(marks.size(), 2);
        // 2× H100 rented breaks even with Opus at 39.9 M tokens a day; with Together AI nowhere in
        // the range, for office hours plan each replica for a busiest hour 2.77 times the average.
        const Evaluation& evaluation = presenter->results().evaluation();
        const BreakEven* opus = findBreakEven(evaluation, OptionRef{OptionKind::SelfHosted, 0}, 0);
        const BreakEven* together = findBreakEven(evaluation, OptionRef{OptionKind::SelfHosted, 0}, 1);
        QVERIFY(opus && together);
        QCOMPARE(together->kind, BreakEvenKind::NoneInRange);
        QCOMPARE(marks[0].x(), opus->tokensPerDay);
        QVERIFY2(near(marks[0].x(), 39.9e6, 0.005), qPrintable(QString::number(marks[0].x())));
        // At the break-even the API costs what the fleet's stair costs: the mark sits on both lines.
        const double stair = presenter->results().options()[0].monthly.total();
        QVERIFY2(near(marks[0].y(), stair, 1e-6), qPrintable(QString::number(marks[0].y())));
        // The hybrid of the two sizes its own fleet: with an engineer's 6,000 EUR a month to pay, no
        // fleet short of one that serves every hour is worth having, and one H100's (9,068.5 EUR a
        // month) is from 29.79 M tokens a day, where Opus costs as much.
        const BreakEven* hybrid = findBreakEven(evaluation, OptionRef{OptionKind::Hybrid, 0}, 0);
        QVERIFY(hybrid && hybrid->kind == BreakEvenKind::Within);
        QCOMPARE(marks[1].x(), hybrid->tokensPerDay);
        QVERIFY2(near(marks[1].x(), 29.79e6, 1e-3), qPrintable(QString::number(marks[1].x())));
    }

    void theCurrentVolumeFollowsTheScenario()
    {
        const auto presenter = professionalServices();
        const VolumeChart chart(*presenter);
        const UnitCostChart unitCost(*presenter);
        auto* today = seriesNamed(chart, TODAY);
        QCOMPARE(today->at(0).x(), 1e7);
        const QList<QAbstractSeries*> before = chart.chart()->series();

        QVERIFY(presenter->edit({{"/workload/tokens_per_day", "1e8"}}, QStringLiteral("x")).empty());
        QCOMPARE(today->count(), 2);
        QCOMPARE(today->at(0).x(), 1e8);
        QCOMPARE(today->at(1).x(), 1e8);
        QCOMPARE(seriesNamed(unitCost, TODAY)->at(0).x(), 1e8);
        // The line spans the cost axis.
        const auto* costAxis = qobject_cast<const QLogValueAxis*>(today->attachedAxes().at(1));
        QVERIFY(costAxis);
        QCOMPARE(today->at(0).y(), costAxis->min());
        QCOMPARE(today->at(1).y(), costAxis->max());
        // Moving a slider replaces points: the same series, in the same order.
        QCOMPARE(chart.chart()->series(), before);
    }

    void removingAnOptionRemovesItsLineEverywhere()
    {
        const auto presenter = professionalServices();
        const VolumeChart volume(*presenter);
        const UnitCostChart unitCost(*presenter);
        const HorizonChart horizon(*presenter);
        const BreakdownChart breakdown(*presenter);
        QVERIFY(presenter->edit({{"/api_offers/1", "null"}}, QStringLiteral("x")).empty());
        QCOMPARE(seriesNames(volume), (QStringList{H100, OPUS, HYBRID, TODAY, BREAK_EVEN}));
        // The pair's break-even with Opus, and the hybrid's with its own API.
        QCOMPARE(seriesNamed(volume, BREAK_EVEN)->count(), 2);
        QCOMPARE(seriesNames(unitCost), (QStringList{H100, OPUS, HYBRID, TODAY}));
        QCOMPARE(seriesNames(horizon), (QStringList{H100, OPUS, HYBRID, CROSSOVER}));
        auto* bars = qobject_cast<QAbstractBarSeries*>(breakdown.chart()->series().at(0));
        auto* options = qobject_cast<QBarCategoryAxis*>(bars->attachedAxes().at(0));
        QCOMPARE(options->categories(), (QStringList{HYBRID, OPUS, H100}));
    }

    void theBreakdownStacksEachOptionsItems()
    {
        const auto presenter = professionalServices();
        const BreakdownChart chart(*presenter);
        auto* bars = qobject_cast<QHorizontalStackedBarSeries*>(chart.chart()->series().at(0));
        QVERIFY(bars);
        // Top down in the scenario's order: the category axis counts from the bottom.
        auto* options = qobject_cast<QBarCategoryAxis*>(bars->attachedAxes().at(0));
        QCOMPARE(options->categories(), (QStringList{HYBRID, TOGETHER, OPUS, H100}));
        QStringList labels;
        for (const QBarSet* set : bars->barSets())
            labels << set->label();
        // Rented GPUs with a 40 % uplift and one engineer; APIs with no cache or discount.
        QCOMPARE(labels,
                 (QStringList{QStringLiteral("GPU rental"), QStringLiteral("Cloud extras"), QStringLiteral("Staff"),
                              QStringLiteral("Input tokens"), QStringLiteral("Output tokens")}));
        // The engineer on the H100 pair's bar; none on the hybrid's, which runs no GPUs.
        const QBarSet* staff = bars->barSets().at(2);
        QCOMPARE(staff->at(3), 6000.0);
        QCOMPARE(staff->at(0), 0.0);
        // Each bar is as long as the option's monthly total.
        for (int row = 0; row < 4; ++row) {
            double length = 0.0;
            for (const QBarSet* set : bars->barSets())
                length += set->at(row);
            const OptionSummary& option = presenter->results().options()[static_cast<std::size_t>(3 - row)];
            QVERIFY(near(length, option.monthly.total()));
        }
    }

    void aDiscountedApiBillIsOneSegmentOfWhatIsPaid()
    {
        const auto presenter = professionalServices();
        const BreakdownChart chart(*presenter);
        auto* bars = qobject_cast<QAbstractBarSeries*>(chart.chart()->series().at(0));
        QVERIFY(presenter->edit({{"/api_offers/0/committed_spend_discount", "0.2"}}, QStringLiteral("x")).empty());
        const QBarSet* net = bars->barSets().constLast();
        QCOMPARE(net->label(), QStringLiteral("API bill after discounts"));
        // Opus's bar is the third from the bottom; the hybrid's, at the bottom, pays Opus's
        // discounted prices too.
        const OptionSummary& opus = presenter->results().options()[1];
        QCOMPARE(net->at(2), opus.monthly.total());
        QCOMPARE(net->at(0), presenter->results().options()[3].monthly.total());
        for (const QBarSet* set : bars->barSets()) {
            if (set != net)
                QCOMPARE(set->at(2), 0.0);
            for (int row = 0; row < 4; ++row)
                QVERIFY(set->at(row) >= 0.0);
        }
    }

    void theHorizonAddsUpEachOptionsMonths()
    {
        const auto presenter = professionalServices();
        QVERIFY(presenter->edit({{"/workload/monthly_growth", "0.1"}}, QStringLiteral("x")).empty());
        const HorizonChart chart(*presenter);
        QCOMPARE(seriesNames(chart), (QStringList{H100, OPUS, TOGETHER, HYBRID, CROSSOVER}));
        const Results& results = presenter->results();
        for (std::size_t position = 0; position < results.options().size(); ++position) {
            const OptionSummary& option = results.options()[position];
            const QXYSeries* line = seriesNamed(chart, QString::fromStdString(option.name));
            QCOMPARE(line->count(), 36);
            QCOMPARE(line->at(0).x(), 1.0);
            QCOMPARE(line->at(35).x(), 36.0);
            QVERIFY2(near(line->at(35).y(), option.horizon->cumulative), qPrintable(QString::fromStdString(option.name)));
        }
        // The cost axis runs to a round number above the highest total.
        double highest = 0.0;
        for (const OptionSummary& option : results.options())
            highest = std::max(highest, option.horizon->cumulative);
        auto* costAxis = qobject_cast<QValueAxis*>(seriesNamed(chart, H100)->attachedAxes().at(1));
        QVERIFY(costAxis);
        QCOMPARE(costAxis->min(), 0.0);
        QVERIFY2(costAxis->max() >= highest && costAxis->max() < 1.5 * highest, qPrintable(QString::number(costAxis->max())));
        // Growing 10 % a month, the volume passes Opus's break-even and self-hosting catches up.
        // So does the hybrid of the pair and Opus, whose fleet is the pair's once it runs one.
        const auto crossoverOf = [&](OptionKind kind) {
            return std::ranges::find_if(results.evaluation().crossovers, [kind](const Crossover& crossover) {
                return crossover.option.kind == kind && crossover.api == 0;
            });
        };
        const auto opus = crossoverOf(OptionKind::SelfHosted);
        const auto hybrid = crossoverOf(OptionKind::Hybrid);
        QVERIFY(opus != results.evaluation().crossovers.end() && opus->month);
        QVERIFY(hybrid != results.evaluation().crossovers.end() && hybrid->month);
        const QList<QPointF> marks = seriesNamed(chart, CROSSOVER)->points();
        QCOMPARE(marks.size(), 2);
        QCOMPARE(marks[0], seriesNamed(chart, H100)->at(*opus->month - 1));
        QCOMPARE(marks[1], seriesNamed(chart, HYBRID)->at(*hybrid->month - 1));
    }

    void theUnitCostIsTheMonthlyCostPerMillionTokens()
    {
        const auto presenter = professionalServices();
        const UnitCostChart chart(*presenter);
        QCOMPARE(seriesNames(chart), (QStringList{H100, OPUS, TOGETHER, HYBRID, TODAY}));
        // Read along the lines at the scenario's volume, 10 M tokens a day.
        for (const OptionSummary& option : presenter->results().options()) {
            const std::optional<double> today = valueAt(seriesNamed(chart, QString::fromStdString(option.name))->points(), 1e7);
            QVERIFY(today);
            QVERIFY2(near(*today, option.costPerMillionTokens), qPrintable(QString::number(*today)));
        }
    }

    void anOptionKeepsItsColourInEveryChartAndTheme()
    {
        const auto presenter = professionalServices();
        VolumeChart volume(*presenter);
        UnitCostChart unitCost(*presenter);
        HorizonChart horizon(*presenter);
        const QList<CostChartView*> charts{&volume, &unitCost, &horizon};
        const auto checkColours = [&](QChart::ChartTheme theme) {
            for (const CostChartView* chart : charts) {
                QCOMPARE(chart->chartTheme(), theme);
                QCOMPARE(seriesNamed(*chart, H100)->pen().color(), optionColor(0, theme));
                QCOMPARE(seriesNamed(*chart, H100)->pen().style(), Qt::SolidLine);
                QCOMPARE(seriesNamed(*chart, TOGETHER)->pen().color(), optionColor(2, theme));
                QCOMPARE(seriesNamed(*chart, TOGETHER)->pen().style(), Qt::DashLine);
            }
        };
        checkColours(QChart::ChartThemeLight);
        setChartTheme(charts, QChart::ChartThemeDark);
        checkColours(QChart::ChartThemeDark);
        // Lighter on a dark background, so as to stand out as much as on a light one.
        QVERIFY(optionColor(0, QChart::ChartThemeDark).lightness() > optionColor(0, QChart::ChartThemeLight).lightness());
    }

    void hoveringShowsExactValues()
    {
        const auto presenter = professionalServices();
        const auto chart = shown<VolumeChart>(*presenter);
        auto* marks = seriesNamed<QScatterSeries>(*chart, BREAK_EVEN);
        emit marks->hovered(marks->at(0), true);
        QVERIFY2(QToolTip::text().contains(
                     QStringLiteral("2× H100 rented costs less than Claude Opus 4.5 API from 39.9 M tokens a day")),
                 qPrintable(QToolTip::text()));
        // The pointer's volume and the cost there, not the nearest point of the sweep.
        auto* opus = seriesNamed(*chart, OPUS);
        emit opus->hovered(QPointF(2e7, 6000.0), true);
        QVERIFY2(QToolTip::text().contains(QStringLiteral("20 M tokens a day: EUR\u00A06,088 a month")),
                 qPrintable(QToolTip::text()));
        emit opus->hovered(QPointF(2e7, 6000.0), false);
        QTRY_VERIFY(!QToolTip::isVisible());
    }

    void exportsAsPngAndSvg()
    {
        const QString title = QStringLiteral("Cost by volume, professional services");
        const auto presenter = professionalServices();
        const auto volume = shown<VolumeChart>(*presenter);
        const auto breakdown = shown<BreakdownChart>(*presenter);
        QTemporaryDir directory;
        for (QChartView* chart : std::initializer_list<QChartView*>{volume.get(), breakdown.get()}) {
            const QRectF plotArea = chart->chart()->plotArea();
            const QString png = directory.filePath(QStringLiteral("chart.png"));
            const std::optional<QString> pngError = exportChart(*chart, png, title);
            QVERIFY2(!pngError, qPrintable(pngError.value_or(QString())));
            QImage image(png);
            QVERIFY(!image.isNull());
            QCOMPARE(image.size(), chart->size() * chart->devicePixelRatio());

            const QString svg = directory.filePath(QStringLiteral("chart.svg"));
            const std::optional<QString> svgError = exportChart(*chart, svg, title);
            QVERIFY2(!svgError, qPrintable(svgError.value_or(QString())));
            QFile file(svg);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray text = file.readAll();
            QVERIFY(text.startsWith("<?xml") || text.contains("<svg"));
            QVERIFY(text.contains("Tokens per day") || text.contains("Monthly cost (EUR)"));
            // The file is titled; the chart on screen is not.
            QVERIFY(text.contains(title.toUtf8()));
            QVERIFY(chart->chart()->title().isEmpty());
            QCOMPARE(chart->chart()->plotArea(), plotArea);
        }
        QVERIFY(exportChart(*volume, directory.filePath(QStringLiteral("chart.gif")), title).has_value());
        const std::optional<QString> refused
            = exportChart(*volume, directory.filePath(QStringLiteral("missing/chart.png")), title);
        QVERIFY(refused && refused->contains(QStringLiteral("chart.png")));
    }

    void theTornadoPutsTheWidestSwingOnTopAndFollowsTheScenario()
    {
        const auto presenter = professionalServices();
        const TornadoChart chart(*presenter);
        auto* bars = qobject_cast<QHorizontalStackedBarSeries*>(chart.chart()->series().at(0));
        QVERIFY(bars);
        auto* drivers = qobject_cast<QBarCategoryAxis*>(bars->attachedAxes().at(0));
        QVERIFY(drivers);
        const QStringList names = drivers->categories();
        QVERIFY(names.size() > 3 && names.size() <= MOST_TORNADO_BARS);
        // Each input named with its range, then its option, shortened past twenty characters: a
        // label too wide is cut from its end, and the input tells one option's bars apart. The GPU's hourly
        // price, a rented GPU-hour's 3.50 USD ± 30 %: ∓ 1.05 × 2 GPUs × 730.5 h × 1.4 for the
        // cloud's extras / 1.1665 USD a euro = ∓ 1,841.12 EUR a month from the outcome at 3.50.
        const int price = static_cast<int>(names.indexOf(QStringLiteral("price per GPU-hour (±30%) · 2× H100 rented")));
        QVERIFY2(price >= 0, qPrintable(names.join(QLatin1Char('|'))));
        const double perSide = 1.05 * 2 * 730.5 * 1.4 / 1.1665;
        QVERIFY(qAbs(bars->barSets().at(0)->at(price) + perSide) < 1e-6);
        QVERIFY(qAbs(bars->barSets().at(1)->at(price) - perSide) < 1e-6);
        // The outcome is named above the plot; the axis gives the currency.
        QCOMPARE(chart.chart()->title(), QStringLiteral("2× H100 rented minus Claude Opus 4.5 API, a month"));
        // Round ticks either side of the outcome. The widest side is the volume at three times 10 M
        // tokens a day, which triples Opus's 3,044.18 EUR while the two H100 stay: 6,088.36 EUR
        // less, which three steps of 2,500 reach (two of 5,000 would, but 2,500 is the first step
        // of 1, 2, 2.5 and 5 times a power of ten that needs at most three).
        QVERIFY(names.contains(QStringLiteral("Tokens per day (÷3 to ×3)")));
        auto* change = qobject_cast<QValueAxis*>(bars->attachedAxes().at(1));
        QVERIFY(change);
        QCOMPARE(change->max(), 7500.0);
        QCOMPARE(change->min(), -7500.0);
        QCOMPARE(change->tickCount(), 7);
        // Widest on top: the category axis counts from the bottom, so swings grow along it.
        const auto swing = [&](int index) { return qAbs(bars->barSets().at(1)->at(index) - bars->barSets().at(0)->at(index)); };
        for (int index = 1; index < static_cast<int>(names.size()); ++index)
            QVERIFY(swing(index - 1) <= swing(index) + 1e-9);

        // Twice the staff cost: each FTE's ± 25 % swings twice as far, and the bars follow.
        const int staff = static_cast<int>(names.indexOf(QStringLiteral("Staff cost (±25%)")));
        QVERIFY(staff >= 0);
        const double before = swing(staff);
        QVERIFY(presenter->edit({{"/staffing/monthly_cost_per_fte/amount", "12000"}}, QStringLiteral("x")).empty());
        const int moved = static_cast<int>(drivers->categories().indexOf(QStringLiteral("Staff cost (±25%)")));
        QVERIFY(qAbs(swing(moved) - 2.0 * before) < 1e-6);
    }

    void whileASliderIsDraggedTheTornadoKeepsTheLayoutsFoundAndIsExactWhenItEnds()
    {
        const auto presenter = presetScenario("large-deepseek-r1");
        const TornadoChart chart(*presenter);
        auto* bars = qobject_cast<QHorizontalStackedBarSeries*>(chart.chart()->series().at(0));
        QVERIFY(bars);
        // The bars shown, bottom first as the chart has them, against a tornado worked out here.
        const auto shows = [&](const Tornado& expected) {
            std::vector<TornadoBar> shown = shownBars(expected);
            std::ranges::reverse(shown);
            for (std::size_t index = 0; index < shown.size(); ++index) {
                const int at = static_cast<int>(index);
                if (qAbs(bars->barSets().at(0)->at(at) - (*shown[index].outcomeAtLow - expected.base)) > 1e-6
                    || qAbs(bars->barSets().at(1)->at(at) - (*shown[index].outcomeAtHigh - expected.base)) > 1e-6)
                    return false;
            }
            return static_cast<qsizetype>(shown.size()) == bars->barSets().at(0)->count();
        };
        // Ten racks' worth of traffic, so that a replica's speed shows in the fleet.
        QVERIFY(presenter->edit({{"/workload/tokens_per_day", "2e10"}}, QStringLiteral("volume")).empty());
        // A drag of the memory-bandwidth efficiency: every sizing the tornado varies is new.
        presenter->beginGesture();
        std::vector<Override> slower;
        for (std::size_t option = 0; option < presenter->scenario().selfHosted.size(); ++option)
            slower.push_back({fmt::format("/self_hosted/{}/serving/memory_bandwidth_utilization", option), "0.8"});
        QVERIFY(presenter->edit(slower, QStringLiteral("drag")).empty());
        const Scenario& dragged = presenter->scenario();
        const PreparedScenario& found = presenter->results().prepared();
        const Outcome outcome = *presenter->results().outcome();
        const auto tornadoFrom = [&](const LayoutSource& layouts) {
            return tornado(dragged, presenter->catalog(), outcome, std::nullopt, dragged.analysis.ranges, layouts);
        };
        const std::optional<Tornado> quick = tornadoFrom(LayoutSource{&presenter->sizingMemo(), &found});
        SizingMemo fresh;
        const std::optional<Tornado> exact = tornadoFrom(LayoutSource{&fresh});
        QVERIFY(quick && exact);
        QVERIFY(shows(*quick));
        // The layouts found before the drag serve worse at the slower bandwidth than those a search finds.
        QVERIFY(!shows(*exact));
        presenter->endGesture();
        QVERIFY(shows(*exact));
    }

    void theSpiderFollowsEachInputAcrossItsOwnRange()
    {
        const auto presenter = professionalServices();
        const SpiderChart chart(*presenter);
        // The GPU-hour's line is straight, from the low end of its range (−1) through its value (0)
        // to the high end (+1): 3.50 USD × 2 GPUs × 730.5 h × 1.4 / 1.1665 USD a euro = 6,137.08
        // EUR a month for the whole price, so −1,841.12 EUR at its low end (30 % below) and
        // +1,227.42 four sixths of the way to its high end (20 % above).
        auto* price = seriesNamed(chart, QStringLiteral("2× H100 rented:<br>price per GPU-hour (±30%)"));
        QVERIFY(price);
        const double whole = 3.5 * 2 * 730.5 * 1.4 / 1.1665;
        const QList<QPointF> points = price->points();
        QCOMPARE(points.size(), 13);
        QVERIFY(near(points.front().x(), -1.0) && near(points.front().y(), -0.3 * whole, 1e-6));
        QVERIFY(near(points[10].x(), 4.0 / 6.0) && near(points[10].y(), 0.2 * whole, 1e-6));
        QVERIFY(near(points.back().x(), 1.0) && near(points.back().y(), 0.3 * whole, 1e-6));
        // The volume goes from a third to three times: its line reaches 10 M tokens a day × 3,
        // where Opus costs 3,044.18 × 2 = 6,088.36 EUR more and the outcome that much less.
        auto* volume = seriesNamed(chart, QStringLiteral("Tokens per day (÷3 to ×3)"));
        QVERIFY(volume);
        QVERIFY(near(volume->points().back().y(), -2.0 * 3'044.18, 0.05));
        // The axis names each range's ends and the value, the ranges being the inputs' own.
        auto* position = qobject_cast<QCategoryAxis*>(price->attachedAxes().at(0));
        QVERIFY(position);
        QCOMPARE(position->categoriesLabels(),
                 (QStringList{QStringLiteral("Low end"), QStringLiteral("Now"), QStringLiteral("High end")}));
        // At most six inputs, those that move the outcome furthest, each line with its own dash
        // so that two that run together both show.
        int shown = 0;
        QList<Qt::PenStyle> dashes;
        for (const QAbstractSeries* series : chart.chart()->series()) {
            shown += series->isVisible() ? 1 : 0;
            dashes << qobject_cast<const QLineSeries*>(series)->pen().style();
        }
        QCOMPARE(shown, SpiderChart::MOST_LINES);
        QCOMPARE(QSet<Qt::PenStyle>(dashes.begin(), dashes.begin() + 5).size(), 5);
    }

    void aShortTornadoShowsTheWidestBarsThatHaveRoomForTheirNames()
    {
        const auto presenter = professionalServices();
        TornadoChart chart(*presenter);
        auto* bars = qobject_cast<QHorizontalStackedBarSeries*>(chart.chart()->series().at(0));
        auto* drivers = qobject_cast<QBarCategoryAxis*>(bars->attachedAxes().at(0));
        QVERIFY(bars && drivers);
        const auto shownAt = [&](int height) {
            chart.resize(640, height);
            chart.show();
            // The bars follow the plot's size once the chart is laid out (a queued refresh).
            QTest::qWait(50);
            return drivers->categories();
        };
        // Tall, the ten that move the outcome furthest; short, fewer, the widest still on top.
        const QStringList tall = shownAt(900);
        QCOMPARE(tall.size(), MOST_TORNADO_BARS);
        const QStringList shortList = shownAt(320);
        QVERIFY2(shortList.size() >= 3 && shortList.size() < tall.size(), qPrintable(QString::number(shortList.size())));
        QCOMPARE(shortList.constLast(), tall.constLast());
        QCOMPARE(shortList.constLast(), QStringLiteral("Tokens per day (÷3 to ×3)"));
    }

    void theTornadoAndTheSpiderSayWhatToDoWhenTheyHaveNothingToShow()
    {
        const auto presenter = professionalServices();
        const TornadoChart tornado(*presenter);
        const SpiderChart spider(*presenter);
        QVERIFY(tornado.emptyMessage().isEmpty());
        QVERIFY(spider.emptyMessage().isEmpty());
        // Without an API offer there is nothing to compare the H100 with.
        QVERIFY(presenter->edit({{"/api_offers", "[]"}}, QStringLiteral("x")).empty());
        QVERIFY(tornado.emptyMessage().startsWith(QStringLiteral("Nothing to compare yet")));
        QVERIFY(spider.emptyMessage().startsWith(QStringLiteral("Nothing to compare yet")));
        for (const QAbstractAxis* axis : tornado.chart()->axes())
            QVERIFY(!axis->isVisible());
        QVERIFY(!tornado.chart()->legend()->isVisible());
        // Back, and the charts with their axes and legends.
        presenter->undoStack()->undo();
        QVERIFY(tornado.emptyMessage().isEmpty());
        for (const QAbstractAxis* axis : tornado.chart()->axes())
            QVERIFY(axis->isVisible());
        QVERIFY(tornado.chart()->legend()->isVisible());
    }

    void aTablesAxisIsLabelledAtRoundValues()
    {
        // Tokens a day over six powers of ten: each labelled.
        QCOMPARE(roundValues({"/x", 1e5, 1e11}, 8), (std::vector{1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11}));
        // Twenty powers of ten in at most eight labels: every third, 10^0 … 10^18.
        QCOMPARE(roundValues({"/x", 1.0, 1e20}, 8), (std::vector{1.0, 1e3, 1e6, 1e9, 1e12, 1e15, 1e18}));
        // A price from 0.35 to 35 spans two: 1, 2 and 5 times each power of ten within it.
        const std::vector<double> price = roundValues({"/x", 0.35, 35.0}, 6);
        const std::vector<double> expected{0.5, 1.0, 2.0, 5.0, 10.0, 20.0};
        QCOMPARE(price.size(), expected.size());
        for (std::size_t index = 0; index < expected.size(); ++index)
            QVERIFY(near(price[index], expected[index]));
        // A share from 0.3 to 1 in at most six: steps of 0.1 would be seven, of 0.2 are 0.4 … 1.0.
        const std::vector<double> share = roundValues({"/x", 0.3, 1.0}, 6);
        QCOMPARE(share.size(), std::size_t{4});
        QVERIFY(near(share.front(), 0.4));
        QVERIFY(near(share.back(), 1.0));
    }

    void theMapTakesItsDefaultsForInputsItCannotShow()
    {
        const auto presenter = professionalServices();
        const Scenario& scenario = presenter->scenario();
        const Catalog& catalog = presenter->catalog();
        const PreparedScenario& prepared = presenter->results().prepared();
        const LayoutSource layouts{&presenter->sizingMemo()};
        // Asked for one input both ways, or for one the scenario does not have, the map shows the
        // volume across and the measured option's GPU-hour up.
        for (const auto& [across, up] :
             {std::pair("/workload/tokens_per_day", "/workload/tokens_per_day"), std::pair("/workload/nothing", "")}) {
            const std::optional<OutcomeMap> map = scenarioMap(scenario, catalog, prepared, across, up, layouts);
            QVERIFY(map.has_value());
            QCOMPARE(map->table.x.pointer, std::string("/workload/tokens_per_day"));
            QCOMPARE(map->table.y.pointer, std::string("/self_hosted/0/rented/price_per_gpu_hour"));
        }
        // Up the volume with the GPU-hour across: the measured option's next price, its discount.
        const std::optional<OutcomeMap> swapped
            = scenarioMap(scenario, catalog, prepared, "/self_hosted/0/rented/price_per_gpu_hour",
                          "/self_hosted/0/rented/price_per_gpu_hour", layouts);
        QVERIFY(swapped.has_value());
        QCOMPARE(swapped->table.y.pointer, std::string("/self_hosted/0/rented/discount"));
        // Over its search range, goal seek's: a share runs over all its rule allows, 0 to 0.99.
        QCOMPARE(swapped->upRange.low, 0.0);
        QCOMPARE(swapped->upRange.high, 0.99);
    }

    void theBreakEvenMapSpansVolumeAndGpuPriceWithTheContourAndTheCurrentScenario()
    {
        const auto presenter = professionalServices();
        BreakEvenMapPanel panel(*presenter);
        const BreakEvenMap& map = *panel.map();
        QCOMPARE(map.acrossDriver(), std::string("/workload/tokens_per_day"));
        QCOMPARE(map.upDriver(), std::string("/self_hosted/0/rented/price_per_gpu_hour"));
        QCOMPARE(panel.findChild<QComboBox*>(QStringLiteral("mapUp"))->currentData().toString(),
                 QStringLiteral("/self_hosted/0/rented/price_per_gpu_hour"));
        QVERIFY(map.map().has_value());
        const TwoWayTable& table = map.map()->table;
        QCOMPARE(table.xValues.size(), std::size_t{MAP_COLUMNS});
        QCOMPARE(table.yValues.size(), std::size_t{MAP_ROWS});
        // Up the first column (10^5 tokens a day, the smallest fleet) only the GPUs' price changes:
        // from a tenth to ten times 3.50 USD, 2 GPUs × 34.65 USD × 730.5 h × 1.4 for the cloud's
        // extras / 1.1665 USD a euro = 60,757.23 EUR a month more at the top than at the bottom.
        const double rise = *table.outcomes.back().front() - *table.outcomes.front().front();
        QVERIFY2(near(rise, 2 * 34.65 * 730.5 * 1.4 / 1.1665), qPrintable(QString::number(rise)));

        // The current scenario, 10 M tokens a day at 3.50 USD: a third of the way along six powers
        // of ten across (1e5 … 1e11), 13.33 of 40 cells; halfway up two (0.35 … 35), 15 of 30.
        auto* current = seriesNamed<QScatterSeries>(map, QStringLiteral("Current scenario"));
        QVERIFY(current);
        QCOMPARE(current->count(), 1);
        QVERIFY(near(current->at(0).x(), 40.0 / 3.0));
        QVERIFY(near(current->at(0).y(), 15.0));

        // The contour goes through each column's crossing of zero, where the table finds it.
        auto* contour = seriesNamed(map, BREAK_EVEN);
        QVERIFY(contour && contour->count() > 0);
        const auto firstColumn = static_cast<std::size_t>(std::lround(contour->at(0).x()));
        QVERIFY(table.breakEven[firstColumn].has_value());
        QVERIFY(!table.breakEven[firstColumn - 1].has_value());

        // The same input in both boxes swaps them.
        auto* up = panel.findChild<QComboBox*>(QStringLiteral("mapUp"));
        up->setCurrentIndex(up->findData(QStringLiteral("/workload/tokens_per_day")));
        emit up->activated(up->currentIndex());
        QCOMPARE(map.acrossDriver(), std::string("/self_hosted/0/rented/price_per_gpu_hour"));
        QCOMPARE(map.upDriver(), std::string("/workload/tokens_per_day"));
        QCOMPARE(panel.findChild<QComboBox*>(QStringLiteral("mapAcross"))->currentData().toString(),
                 QStringLiteral("/self_hosted/0/rented/price_per_gpu_hour"));
    }

    void theMapsAxisLabelsThinOutBeforeTheyTouch()
    {
        const auto presenter = professionalServices();
        BreakEvenMap map(*presenter);
        const auto acrossAxis = [&] {
            const QList<QAbstractAxis*> axes = map.chart()->axes(Qt::Horizontal);
            return qobject_cast<QCategoryAxis*>(axes.front());
        };
        const auto layOutAt = [&](QSize size) {
            map.resize(size);
            map.chart()->resize(size);
            map.chart()->layout()->activate();
            QCoreApplication::processEvents();
        };
        // Wide, every power of ten from 10^5 to 10^11 tokens a day: "100 k" to "100 B", seven.
        layOutAt(QSize(1200, 700));
        QCOMPARE(acrossAxis()->categoriesLabels().size(), 7);
        // Narrow, fewer, and those that are there have room: each label's width and two
        // characters fit side by side in the plot's width.
        layOutAt(QSize(340, 700));
        const QStringList labels = acrossAxis()->categoriesLabels();
        QVERIFY2(labels.size() < 7 && labels.size() >= 2, qPrintable(labels.join(QLatin1Char(' '))));
        const QFontMetricsF metrics(acrossAxis()->labelsFont());
        qreal needed = 0.0;
        for (const QString& label : labels)
            needed += metrics.horizontalAdvance(label) + 2.0 * metrics.averageCharWidth();
        QVERIFY2(needed <= map.chart()->plotArea().width(),
                 qPrintable(QStringLiteral("%1 > %2").arg(needed).arg(map.chart()->plotArea().width())));
    }
};

QTEST_MAIN(ChartsTest)
#include "ChartsTest.moc"
