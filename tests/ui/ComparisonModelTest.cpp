#include "presenters/ComparisonModel.h"

#include "TestCatalog.h"
#include "presenters/ScenarioPresenter.h"

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QTest>

using namespace tco;
using namespace tco::ui;

class ComparisonModelTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void showsEveryOptionWithItsDifferenceFromTheCheapest()
    {
        ScenarioPresenter presenter(test::embeddedCatalog());
        QVERIFY(presenter.openPreset(QStringLiteral("professional-services-70b")));
        ComparisonModel model(presenter);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.columnCount(), int(ComparisonModel::ColumnCount));
        // Scenario order: the rented H100, then Opus, then Together AI, then the hybrid, which
        // runs no GPUs at this volume (the engineer alone costs more than Opus's bill).
        QCOMPARE(model.index(0, ComparisonModel::Name).data().toString(), QStringLiteral("2× H100 rented"));
        QCOMPARE(model.index(0, ComparisonModel::Gpus).data().toString(), QStringLiteral("2"));
        QCOMPARE(model.index(1, ComparisonModel::Gpus).data().toString(), QString());
        QCOMPARE(model.index(3, ComparisonModel::Gpus).data().toString(), QStringLiteral("0"));
        QCOMPARE(model.index(3, ComparisonModel::Utilization).data().toString(), QString());
        QCOMPARE(model.index(3, ComparisonModel::Name).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("H100s + Opus for peaks (Hybrid)"));
        QCOMPARE(model.index(0, ComparisonModel::Monthly).data(ComparisonModel::ExportRole).toString(),
                 QStringLiteral("12137.08"));
        // Together AI at 229.62 EUR is the cheapest; the H100 pair costs 11,907.46 more, 5,186 % more.
        QVERIFY(model.index(2, 0).data(ComparisonModel::CheapestRole).toBool());
        QCOMPARE(model.index(2, ComparisonModel::MoreThanCheapest).data().toString(), QStringLiteral("cheapest"));
        QCOMPARE(model.index(0, ComparisonModel::MoreThanCheapest).data(ComparisonModel::ExportRole).toString(),
                 QStringLiteral("11907.46"));
        QCOMPARE(model.index(0, ComparisonModel::PercentMoreThanCheapest).data().toString(), QStringLiteral("5,186%"));
        // On screen the unit below the name, so that the nine columns fit at 1280 pixels; copied
        // and printed, on one line.
        QCOMPARE(model.headerData(ComparisonModel::HorizonTotal, Qt::Horizontal).toString(), QStringLiteral("36 months\n(EUR)"));
        QCOMPARE(headerText(model, ComparisonModel::HorizonTotal), QStringLiteral("36 months (EUR)"));
    }

    void sortsAndCopiesAsTabSeparatedText()
    {
        ScenarioPresenter presenter(test::embeddedCatalog());
        QVERIFY(presenter.openPreset(QStringLiteral("professional-services-70b")));
        ComparisonModel model(presenter);
        QSortFilterProxyModel sorted;
        sorted.setSourceModel(&model);
        sorted.setSortRole(ComparisonModel::SortRole);
        sorted.sort(ComparisonModel::Monthly);
        QCOMPARE(sorted.index(0, 0).data().toString(), QStringLiteral("Llama 3.3 70B on Together AI"));
        const QStringList lines = tabSeparated(sorted).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 5);
        QVERIFY(lines[0].startsWith(QStringLiteral("Option\tMonthly (EUR)\tPer M tokens (EUR)\tGPUs")));
        QVERIFY(lines[4].startsWith(QStringLiteral("2× H100 rented\t12137.08\t39.88\t2\t")));
    }

    void followsTheScenario()
    {
        ScenarioPresenter presenter(test::embeddedCatalog());
        QVERIFY(presenter.openPreset(QStringLiteral("professional-services-70b")));
        ComparisonModel model(presenter);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(presenter.edit({{"/api_offers/1", "null"}}, QStringLiteral("test")).empty());
        QCOMPARE(model.rowCount(), 3);
        // Now Opus, at 3,044.18, is the cheapest, before the hybrid that costs the same.
        QVERIFY(model.index(1, 0).data(ComparisonModel::CheapestRole).toBool());
    }
};

QTEST_GUILESS_MAIN(ComparisonModelTest)
#include "ComparisonModelTest.moc"
