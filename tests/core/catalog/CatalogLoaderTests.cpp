#include "catalog/CatalogLoader.h"

#include "TestSupport.h"

#include <catch2/catch.hpp>
#include <fmt/format.h>

using namespace tco;
using tco::test::hasIssue;
using tco::test::TemporaryDirectory;

namespace {

/// A user catalog file that changes the H100's memory and adds a GPU with a cloud price.
constexpr std::string_view OVERRIDES = R"json({
  "schema_version": 1,
  "gpus": [
    {"id": "h100-sxm", "vendor": "NVIDIA", "name": "H100 SXM5 (measured)", "form_factor": "SXM5",
     "memory_gib": 79.6, "usable_memory_gib": 79.19, "memory_bandwidth_tb_per_s": 3.35, "bf16_dense_tflops": 989, "fp8_dense_tflops": 1979,
     "fp4_dense_tflops": null, "int8_dense_tops": 1979, "tdp_watts": 700, "interconnect_gb_per_s": 900, "scale_out_gb_per_s": 50,
     "nvlink_domain_size": 8, "gpus_per_server": 8, "launch_year": 2022, "list_price_usd": null,
     "source": "nvidia-smi on our cluster", "as_of": "2026-11-01"},
    {"id": "acme-x1", "vendor": "Acme", "name": "Acme X1", "form_factor": "OAM",
     "memory_gib": 96, "usable_memory_gib": 95, "memory_bandwidth_tb_per_s": 4, "bf16_dense_tflops": 1000, "fp8_dense_tflops": null,
     "fp4_dense_tflops": null, "int8_dense_tops": null, "tdp_watts": 800, "interconnect_gb_per_s": 800, "scale_out_gb_per_s": 50,
     "nvlink_domain_size": 8, "gpus_per_server": 8, "launch_year": 2026, "list_price_usd": 20000,
     "source": "Acme X1 datasheet", "as_of": "2026-10"}
  ],
  "cloud_prices": [
    {"id": "acme-cloud-x1", "provider": "acme", "instance": "x1.8", "gpu": "acme-x1", "gpus_per_instance": 8,
     "usd_per_gpu_hour": 2.5, "pricing": "on_demand", "region": "eu-1", "price_covers": "instance",
     "source": "acme.example/pricing", "as_of": "2026-11-15"}
  ]
})json";

const Catalog& shipped()
{
    return test::embeddedCatalog();
}

} // namespace

TEST_CASE("The user catalog directory follows the XDG base directory specification")
{
    CHECK(userCatalogDirectory("/data", "/home/ana") == std::filesystem::path("/data/breakeven/catalog"));
    // A relative XDG_DATA_HOME is invalid and ignored, as is an empty one.
    CHECK(userCatalogDirectory("relative", "/home/ana") == std::filesystem::path("/home/ana/.local/share/breakeven/catalog"));
    CHECK(userCatalogDirectory("", "/home/ana") == std::filesystem::path("/home/ana/.local/share/breakeven/catalog"));
    CHECK(userCatalogDirectory(std::nullopt, "/home/ana") == std::filesystem::path("/home/ana/.local/share/breakeven/catalog"));
    CHECK_FALSE(userCatalogDirectory(std::nullopt, std::nullopt));
}

TEST_CASE("User catalog files replace shipped entries by id and add new ones")
{
    TemporaryDirectory directory;
    directory.write("10-acme.json", OVERRIDES);
    directory.write("notes.txt", "not a catalog");

    const LoadedCatalog loaded = applyUserCatalogs(shipped(), directory.path());
    CHECK(loaded.skippedFiles.empty());
    REQUIRE(loaded.catalog.gpu("h100-sxm") != nullptr);
    CHECK(loaded.catalog.gpu("h100-sxm")->memory == gibibytes(79.6));
    CHECK(loaded.catalog.gpu("h100-sxm")->provenance.origin == (directory.path() / "10-acme.json").string());
    CHECK(loaded.catalog.gpu("acme-x1") != nullptr);
    CHECK(loaded.catalog.cloudPrice("acme-cloud-x1") != nullptr);
    // Replacing keeps the entry's place; adding appends.
    CHECK(loaded.catalog.gpus.size() == shipped().gpus.size() + 1);
    CHECK(loaded.catalog.ids(CatalogSection::Gpus) == [] {
        std::vector<std::string> ids = shipped().ids(CatalogSection::Gpus);
        ids.emplace_back("acme-x1");
        return ids;
    }());
}

TEST_CASE("User catalog files apply in name order")
{
    TemporaryDirectory directory;
    directory.write("10-acme.json", OVERRIDES);
    std::string later(OVERRIDES);
    later.replace(later.find("\"usd_per_gpu_hour\": 2.5"), std::string_view("\"usd_per_gpu_hour\": 2.5").size(),
                  "\"usd_per_gpu_hour\": 1.9");
    directory.write("20-acme-discount.json", later);
    const LoadedCatalog loaded = applyUserCatalogs(shipped(), directory.path());
    CHECK(loaded.catalog.cloudPrice("acme-cloud-x1")->perGpuHour.amount == 1.9);
}

TEST_CASE("A broken user file is skipped whole and reported, and the rest still loads")
{
    TemporaryDirectory directory;
    directory.write("10-acme.json", OVERRIDES);
    const auto syntax = directory.write("20-syntax.json", "{\"schema_version\": 1,\n \"gpus\": [,]}");
    // A valid GPU override plus a price for a GPU nobody defined: nothing of this file may apply.
    const auto dangling = directory.write("30-dangling.json", R"({"schema_version": 1,
        "gpus": [{"id": "l4", "vendor": "NVIDIA", "name": "L4 changed", "form_factor": "PCIe", "memory_gib": 24, "usable_memory_gib": 22.35,
                  "memory_bandwidth_tb_per_s": 0.3, "bf16_dense_tflops": 121, "fp8_dense_tflops": 242.5,
                  "fp4_dense_tflops": null, "int8_dense_tops": 242.5, "tdp_watts": 72, "interconnect_gb_per_s": 64, "scale_out_gb_per_s": 1.5625,
                  "nvlink_domain_size": 1, "gpus_per_server": 8, "launch_year": 2023, "list_price_usd": null,
                  "source": "s", "as_of": "2026"}],
        "cloud_prices": [{"id": "p", "provider": "x", "instance": "y", "gpu": "acme-x2", "gpus_per_instance": 1,
                          "usd_per_gpu_hour": 1, "pricing": "spot", "region": "r", "price_covers": "instance",
                          "source": "s", "as_of": "2026"}]})");

    const LoadedCatalog loaded = applyUserCatalogs(shipped(), directory.path());
    REQUIRE(loaded.skippedFiles.size() == 2);
    CHECK(loaded.skippedFiles[0].origin == syntax.string());
    CHECK(loaded.skippedFiles[0].issues.at(0).message.starts_with("parse error at line 2, column"));
    CHECK(loaded.skippedFiles[1].origin == dangling.string());
    CHECK(hasIssue(loaded.skippedFiles[1].issues, "/cloud_prices/0/gpu", "unknown gpu \"acme-x2\" (did you mean 'acme-x1'?)"));
    CHECK(loaded.catalog.gpu("acme-x1") != nullptr);
    CHECK(loaded.catalog.gpu("l4")->name == "L4 24GB");
    CHECK(loaded.catalog.cloudPrice("p") == nullptr);
}

TEST_CASE("A user file may name the entries of the files before it, never those of a skipped one")
{
    // 10 adds the Acme X1 and its price; 20 prices the X1 again; 30 would add an X2 but for a
    // misspelt key, so 40's price for the X2 has nothing to name.
    TemporaryDirectory directory;
    const std::string gpuEntry = R"({"id": "acme-x2", "vendor": "Acme", "name": "Acme X2", "form_factor": "OAM",
        "memory_gib": 96, "usable_memory_gib": 95, "memory_bandwidth_tb_per_s": 4, "bf16_dense_tflops": 1000, "fp8_dense_tflops": null,
        "fp4_dense_tflops": null, "int8_dense_tops": null, "tdp_watts": 800, "interconnect_gb_per_s": 800, "scale_out_gb_per_s": 50,
        "nvlink_domain_size": 8, "gpus_per_server": 8, "launch_year": 2026, "list_price_usd": 20000, "sourse": "typo", "as_of": "2026"})";
    const auto price = [](std::string_view id, std::string_view gpu) {
        return fmt::format(
            R"({{"schema_version": 1, "cloud_prices": [{{"id": "{}", "provider": "acme", "instance": "x", "gpu": "{}",
            "gpus_per_instance": 8, "usd_per_gpu_hour": 2, "pricing": "spot", "region": "r", "price_covers": "instance",
            "source": "s", "as_of": "2026"}}]}})",
            id, gpu);
    };
    directory.write("10-acme.json", OVERRIDES);
    directory.write("20-x1-spot.json", price("acme-x1-spot", "acme-x1"));
    const auto broken = directory.write("30-x2.json", R"({"schema_version": 1, "gpus": [)" + gpuEntry + "]}");
    const auto orphan = directory.write("40-x2-spot.json", price("acme-x2-spot", "acme-x2"));

    const LoadedCatalog loaded = applyUserCatalogs(shipped(), directory.path());
    REQUIRE(loaded.skippedFiles.size() == 2);
    CHECK(loaded.skippedFiles[0].origin == broken.string());
    CHECK(loaded.skippedFiles[1].origin == orphan.string());
    CHECK(hasIssue(loaded.skippedFiles[1].issues, "/cloud_prices/0/gpu", "unknown gpu \"acme-x2\" (did you mean 'acme-x1'?)"));
    REQUIRE(loaded.catalog.cloudPrice("acme-x1-spot") != nullptr);
    CHECK(loaded.catalog.cloudPrice("acme-x1-spot")->gpuId == "acme-x1");
    CHECK(loaded.catalog.gpu("acme-x2") == nullptr);
}

TEST_CASE("A missing user directory leaves the shipped catalog as it is")
{
    const LoadedCatalog loaded = applyUserCatalogs(shipped(), "/nonexistent/breakeven/catalog");
    CHECK(loaded.skippedFiles.empty());
    CHECK(loaded.catalog == shipped());
}

TEST_CASE("The catalog a program starts with is the shipped one plus the user's files")
{
    TemporaryDirectory directory;
    directory.write("acme.json", OVERRIDES);
    const auto loaded = loadCatalog(directory.path());
    REQUIRE(loaded);
    CHECK(loaded->catalog.gpu("acme-x1") != nullptr);
    const auto withoutUser = loadCatalog(std::nullopt);
    REQUIRE(withoutUser);
    CHECK(withoutUser->catalog == shipped());
}
