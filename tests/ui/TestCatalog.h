#pragma once

#include "catalog/CatalogLoader.h"

#include <QTest>

namespace tco::test {

/// The catalog compiled into the programs; a test that needs it fails if it does not load.
inline Catalog embeddedCatalog()
{
    auto loaded = loadEmbeddedCatalog();
    if (!loaded)
        QTest::qFail(describe(loaded.error()).c_str(), __FILE__, __LINE__);
    return loaded ? *loaded : Catalog{};
}

} // namespace tco::test
