#pragma once

#include "scenario/PriceAge.h"

#include <QMainWindow>
#include <QPointer>

class QLabel;
class QMenu;
class QSplitter;
class QTabWidget;

namespace tco::ui {

class ClusterRunner;
class ComparisonView;
class CostChartView;
class DriverPresenter;
class RecentFiles;
class ScenarioPresenter;
class SliderPanel;
class UncertaintyPanel;
class WorkshopWindow;

/// The application window: the headline, the charts and the comparison in the middle, the
/// scenario on the left, the sliders on the right, and the menus that handle documents.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    MainWindow(ScenarioPresenter& scenario, DriverPresenter& drivers, QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Asks whether to save unsaved changes; false when the user cancels.
    bool maybeSave();
    /// Saves to the document's file, or asks for one; false when nothing was saved.
    bool save();
    bool saveAs();
    /// Opens a scenario file after maybeSave(); false when it was not opened.
    bool open(const QString& path);
    void setWorkshopMode(bool on);

signals:
    /// The user chose another language in the preferences.
    void languageChosen(const QString& code);

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createMenus();
    void rebuildRecentMenu();
    void showScenario();
    void showDocumentState();
    void showLoadFailure(const QString& document, const QStringList& problems);
    void chooseFileToOpen();
    void exportChart();
    /// File > Export Reports: the PDF, workbook, CSV, JSON and chart images the user picks.
    void exportReports();
    /// File > Update Prices: a price list previewed, then put in use.
    void updatePrices();
    void themeCharts();
    void restoreLayout();
    void saveLayout() const;

    ScenarioPresenter& m_scenario;
    DriverPresenter& m_drivers;
    RecentFiles* m_recentFiles = nullptr;
    QLabel* m_headline = nullptr;
    /// A quiet line under the headline while the answer rests on stale catalog prices.
    QLabel* m_priceNotice = nullptr;
    /// How long catalog prices are trusted: read from the settings once, and again when
    /// Preferences change them, not on every move of a slider.
    StalenessThresholds m_staleness;
    QTabWidget* m_chartTabs = nullptr;
    UncertaintyPanel* m_uncertainty = nullptr;
    /// The cluster studies the window and its workshop view show.
    ClusterRunner* m_clusterRunner = nullptr;
    QList<CostChartView*> m_charts;
    ComparisonView* m_comparison = nullptr;
    QSplitter* m_splitter = nullptr;
    SliderPanel* m_sliders = nullptr;
    QMenu* m_recentMenu = nullptr;
    QAction* m_workshopAction = nullptr;
    QPointer<WorkshopWindow> m_workshop;
};

} // namespace tco::ui
