#include "catalog/Catalog.h"

#include <catch2/catch.hpp>

using namespace tco;

namespace {

GpuSpec gpu(std::string id, double memoryGib)
{
    GpuSpec spec;
    spec.id = std::move(id);
    spec.memory = gibibytes(memoryGib);
    return spec;
}

} // namespace

TEST_CASE("Entries are found by id within their section")
{
    Catalog catalog;
    catalog.gpus = {gpu("h100-sxm", 80), gpu("h200-sxm", 141)};
    REQUIRE(catalog.gpu("h200-sxm") != nullptr);
    CHECK(catalog.gpu("h200-sxm")->memory == gibibytes(141));
    CHECK(catalog.gpu("h300") == nullptr);
    CHECK(catalog.model("h100-sxm") == nullptr);
    CHECK(catalog.ids(CatalogSection::Gpus) == std::vector<std::string>{"h100-sxm", "h200-sxm"});
    CHECK(catalog.ids(CatalogSection::Models).empty());
}

TEST_CASE("Merging replaces entries with the same id in place and appends new ones")
{
    Catalog catalog;
    catalog.gpus = {gpu("h100-sxm", 80), gpu("h200-sxm", 141)};
    Catalog overrides;
    overrides.gpus = {gpu("h200-sxm", 144), gpu("mi400", 432)};
    catalog.merge(std::move(overrides));
    CHECK(catalog.ids(CatalogSection::Gpus) == std::vector<std::string>{"h100-sxm", "h200-sxm", "mi400"});
    CHECK(catalog.gpu("h200-sxm")->memory == gibibytes(144));
}

TEST_CASE("Merging layers applies each in turn: a later layer replaces what an earlier one added")
{
    Catalog catalog;
    catalog.gpus = {gpu("h100-sxm", 80)};
    std::vector<Catalog> layers(2);
    layers[0].gpus = {gpu("mi400", 432), gpu("h100-sxm", 79.6)};
    layers[1].gpus = {gpu("mi400", 430), gpu("b300", 288)};
    catalog.merge(std::move(layers));
    CHECK(catalog.ids(CatalogSection::Gpus) == std::vector<std::string>{"h100-sxm", "mi400", "b300"});
    CHECK(catalog.gpu("h100-sxm")->memory == gibibytes(79.6));
    CHECK(catalog.gpu("mi400")->memory == gibibytes(430));
}
