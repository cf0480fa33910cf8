#pragma once

#include "scenario/ScenarioEdit.h"

#include <QDate>

#include <string>
#include <vector>

namespace tco {
struct Catalog;
struct Scenario;
} // namespace tco

namespace tco::ui {

/// The edits of the scenario editor that change several values at once, each chosen so that
/// the scenario stays valid: a new option needs a price, and a GPU of another kind needs a cloud
/// offer for that kind. Figures the user has not given are taken from the catalog.

/// Appends a self-hosted option: the last option's GPU (else the first GPU the catalog rents
/// out), rented at the catalog's on-demand offer for it.
[[nodiscard]] std::vector<Override> addSelfHostedOption(const Scenario& scenario, const Catalog& catalog);

/// Appends an API offer priced from the catalog: an entry serving the scenario's model if there
/// is one, else the catalog's first.
[[nodiscard]] std::vector<Override> addApiOffer(const Scenario& scenario, const Catalog& catalog);

/// Appends a hybrid plan of the first self-hosted option that runs around the clock and the
/// first API offer, with the fleet that costs least; the scenario names what is missing, such as
/// the week's load profile a hybrid needs.
[[nodiscard]] std::vector<Override> addHybrid(const Scenario& scenario);

/// How the week's load is given: "id", a catalog profile (the catalog's first to start from);
/// "hours", typed hours and days, starting from the profile in use or the catalog's first; else
/// one peak-to-average ratio. A profile replaces the ratio, which is removed.
[[nodiscard]] std::vector<Override> chooseLoadProfile(const Scenario& scenario, const Catalog& catalog, const std::string& given);

/// Appends an exchange rate for a common currency the scenario has none for, dated `today`;
/// its value (1 USD) is for the user to replace.
[[nodiscard]] std::vector<Override> addExchangeRate(const Scenario& scenario, QDate today);

/// Removes the element `index` of the array at `arrayPointer` ("/api_offers").
[[nodiscard]] std::vector<Override> removeEntry(const std::string& arrayPointer, int index);

/// Sets an option's GPU. A rented option's catalog offer follows: another offer of the same
/// pricing for the new GPU, else any offer for it, else the price typed in from the old offer.
[[nodiscard]] std::vector<Override> chooseGpu(const Scenario& scenario, const Catalog& catalog, int option,
                                              const std::string& gpuId);

/// Rents an option's GPUs at a catalog offer, whose price and pricing then apply (a typed-in
/// price is dropped); or, for an empty id, at a typed-in price, starting from the offer's.
[[nodiscard]] std::vector<Override> chooseCloudPrice(const Scenario& scenario, const Catalog& catalog, int option,
                                                     const std::string& cloudPriceId);

/// Rents (`owned` false) or buys the option's GPUs, starting from the catalog's figures: its
/// on-demand offer for the GPU; or its list price, and the cost facts for life, PUE, power
/// price and networking.
[[nodiscard]] std::vector<Override> chooseOwnership(const Scenario& scenario, const Catalog& catalog, int option, bool owned);

/// Prices an offer from a catalog entry, whose prices then apply (typed-in prices are dropped);
/// or, for an empty id, from typed-in prices, starting from the entry's.
[[nodiscard]] std::vector<Override> chooseApiPrice(const Scenario& scenario, const Catalog& catalog, int offer,
                                                   const std::string& apiPriceId);

/// Adds a fine-tuning run on the first option's GPU at the catalog's on-demand price, or removes it.
[[nodiscard]] std::vector<Override> chooseFineTuning(const Scenario& scenario, const Catalog& catalog, bool enabled);

/// Reserves GPUs of rented option `option` for a year, paid monthly, or removes its reservation:
/// as many as the option's fewest GPUs, else one server's worth of the GPU.
[[nodiscard]] std::vector<Override> chooseReservation(const Scenario& scenario, const Catalog& catalog, int option, bool enabled);

/// Promises API offer `offer`'s month at today's volume for a year, paid monthly, in the display
/// currency, or removes the promise; a promise equal to today's bill leaves nothing unused today.
[[nodiscard]] std::vector<Override> chooseSpendCommitment(const Scenario& scenario, const Catalog& catalog, int offer,
                                                          bool enabled);

/// Adds a GPU cluster of 16 domains of the first option's GPU running a light job mix, for the
/// user to shape; or removes the cluster.
[[nodiscard]] std::vector<Override> chooseCluster(const Scenario& scenario, bool enabled);

/// The cluster's serving replicas: "replicas", one typed replica of 8 GPUs to start from;
/// "from_sizing", the sizing's fleet; anything else, none.
[[nodiscard]] std::vector<Override> chooseServingReplicas(const std::string& source);

/// Appends a class to the cluster's job mix, starting the mix if it has none.
[[nodiscard]] std::vector<Override> addJobClass(const Scenario& scenario);

} // namespace tco::ui
