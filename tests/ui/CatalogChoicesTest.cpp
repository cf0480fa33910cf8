#include "presenters/CatalogChoices.h"

#include "TestCatalog.h"

#include <QTest>

#include <algorithm>

using namespace tco;
using namespace tco::ui;

namespace {

const QLocale US(QLocale::English, QLocale::UnitedStates);

} // namespace

class CatalogChoicesTest : public QObject {
    Q_OBJECT

private slots:
    void listsEveryEntryWithItsIdAndName()
    {
        const Catalog catalog = test::embeddedCatalog();
        const std::vector<CatalogChoice> gpus = catalogChoices(catalog, CatalogSection::Gpus, US);
        QCOMPARE(gpus.size(), catalog.gpus.size());
        const int h100 = findChoiceById(gpus, "h100-sxm");
        QVERIFY(h100 >= 0);
        const CatalogChoice& choice = gpus[static_cast<std::size_t>(h100)];
        QCOMPARE(choice.text, QStringLiteral("h100-sxm — H100 SXM5 80GB"));
        QVERIFY2(choice.details.contains(QStringLiteral("700 W")), qPrintable(choice.details));
        QVERIFY2(choice.provenance.startsWith(QStringLiteral("as of ")), qPrintable(choice.provenance));
        QVERIFY(!choice.provenanceToolTip.isEmpty());

        const std::vector<CatalogChoice> apis = catalogChoices(catalog, CatalogSection::ApiPrices, US);
        QCOMPARE(apis.size(), catalog.apiPrices.size());
        const int opus = findChoiceById(apis, "anthropic-claude-opus-4-5");
        QVERIFY(opus >= 0);
        QVERIFY2(apis[static_cast<std::size_t>(opus)].details.contains(QStringLiteral("per 10⁶ tokens")),
                 qPrintable(apis[static_cast<std::size_t>(opus)].details));
    }

    void cloudPricesFollowTheGpu()
    {
        const Catalog catalog = test::embeddedCatalog();
        const std::vector<CatalogChoice> offers = catalogChoices(catalog, CatalogSection::CloudPrices, US, "h200-sxm");
        QVERIFY(!offers.empty());
        QVERIFY(std::ranges::all_of(
            offers, [&](const CatalogChoice& offer) { return catalog.cloudPrice(offer.id)->gpuId == "h200-sxm"; }));
        QVERIFY(offers.front().details.contains(QStringLiteral("per GPU-hour")));
        QVERIFY(catalogChoices(catalog, CatalogSection::CloudPrices, US, "mi300x").empty());
    }

    void findsAnEntryByItsIdOrItsTextIgnoringCase()
    {
        const std::vector<CatalogChoice> gpus = catalogChoices(test::embeddedCatalog(), CatalogSection::Gpus, US);
        const int h100 = findChoiceById(gpus, "h100-sxm");
        QCOMPARE(findChoice(gpus, QStringLiteral("H100-SXM")), h100);
        QCOMPARE(findChoice(gpus, QStringLiteral(" h100-sxm — h100 sxm5 80gb ")), h100);
        QCOMPARE(findChoice(gpus, QStringLiteral("h100")), -1);
        QCOMPARE(findChoiceById(gpus, "no-such-gpu"), -1);
    }

    void shortensALongSource()
    {
        Provenance provenance;
        provenance.asOf = "2026-H2";
        provenance.source = std::string(200, 'x');
        provenance.estimate = true;
        const QString text = provenanceText(provenance);
        QVERIFY2(text.startsWith(QStringLiteral("as of 2026-H2, estimate · ")), qPrintable(text));
        QVERIFY(text.size() < 120);
        QVERIFY(text.endsWith(QChar(0x2026)));
        QCOMPARE(provenanceText(Provenance{{}, "2025", false, {}, {}, {}}), QStringLiteral("as of 2025"));
    }
};

QTEST_GUILESS_MAIN(CatalogChoicesTest)
#include "CatalogChoicesTest.moc"
