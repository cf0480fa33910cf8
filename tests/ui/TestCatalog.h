#pragma once

#include "catalog/CatalogLoader.h"
#include "presenters/ScenarioPresenter.h"

#include <QTest>

#include <memory>

namespace tco::test {

/// The catalog compiled into the programs; a test that needs it fails if it does not load.
inline Catalog embeddedCatalog()
{
    auto loaded = loadEmbeddedCatalog();
    if (!loaded)
        QTest::qFail(describe(loaded.error()).c_str(), __FILE__, __LINE__);
    return loaded ? *loaded : Catalog{};
}

/// A scenario presenter over the embedded catalog, showing the preset `id`; the test fails if it
/// does not open.
inline std::unique_ptr<ui::ScenarioPresenter> presetScenario(const char* id)
{
    auto presenter = std::make_unique<ui::ScenarioPresenter>(embeddedCatalog());
    if (!presenter->openPreset(QString::fromLatin1(id)))
        QTest::qFail("the preset does not open", __FILE__, __LINE__);
    return presenter;
}

} // namespace tco::test
