#include "views/MainWindow.h"

#include "presenters/DriverPresenter.h"
#include "presenters/Headline.h"
#include "presenters/RecentFiles.h"
#include "presenters/ScenarioPresenter.h"
#include "presenters/SpeedCostPresenter.h"
#include "scenario/ScenarioFile.h"
#include "views/BreakEvenMapPanel.h"
#include "views/ClusterPanel.h"
#include "views/CompareDialog.h"
#include "views/ComparisonView.h"
#include "views/ExportDialog.h"
#include "views/GoalSeekDialog.h"
#include "views/HelpDialogs.h"
#include "views/MoneyPanel.h"
#include "views/PreferencesDialog.h"
#include "views/PriceUpdateDialog.h"
#include "views/RangesDialog.h"
#include "views/SensitivityPanel.h"
#include "views/SliderPanel.h"
#include "views/UncertaintyPanel.h"
#include "views/VariantsView.h"
#include "views/WorkshopWindow.h"
#include "views/charts/BreakdownChart.h"
#include "views/charts/ChartExport.h"
#include "views/charts/ChartPalette.h"
#include "views/charts/HorizonChart.h"
#include "views/charts/SpeedCostChart.h"
#include "views/charts/UnitCostChart.h"
#include "views/charts/VolumeChart.h"
#include "views/editor/ScenarioEditor.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace tco::ui {
namespace {

/// Dock widths on first start: the editor's labels and fields, the sliders' labels and values.
/// The window's first size, within the screen: room for the editor, the sliders and between them
/// the charts and every column of the comparison.
constexpr int DEFAULT_WIDTH = 1760;
constexpr int DEFAULT_HEIGHT = 1000;
/// The least screen width at which the editor, the charts and the sliders stand side by side
/// (380 + 340 pixels of docks, and about 1,000 for the comparison's columns).
constexpr int SIDE_BY_SIDE_FROM = 1720;
constexpr int EDITOR_WIDTH = 380;
constexpr int SLIDERS_WIDTH = 340;
/// The sliders' and the editor's width when they share an edge: narrower, for the table's columns.
constexpr int SHARED_DOCK_WIDTH = 260;

const QString GEOMETRY_KEY = QStringLiteral("mainWindow/geometry");
const QString STATE_KEY = QStringLiteral("mainWindow/state");
const QString SPLITTER_KEY = QStringLiteral("mainWindow/splitter");
constexpr double HEADLINE_SCALE = 1.15;
constexpr int LAYOUT_VERSION = 2;

QString scenarioFilter()
{
    return QCoreApplication::translate("MainWindow", "Breakeven scenarios (*%1);;JSON files (*.json)")
        .arg(QLatin1String(SCENARIO_SUFFIX.data()));
}

/// The local scenario files among dropped URLs.
QStringList droppedFiles(const QMimeData* data)
{
    QStringList files;
    for (const QUrl& url : data->urls()) {
        if (url.isLocalFile() && url.toLocalFile().endsWith(QLatin1String(".json")))
            files << url.toLocalFile();
    }
    return files;
}

} // namespace

MainWindow::MainWindow(ScenarioPresenter& scenario, DriverPresenter& drivers, QWidget* parent)
    : QMainWindow(parent)
    , m_scenario(scenario)
    , m_drivers(drivers)
    , m_recentFiles(new RecentFiles(this))
    , m_staleness(savedStalenessThresholds())
{
    m_headline = new QLabel(this);
    m_headline->setObjectName(QStringLiteral("headline"));
    m_headline->setWordWrap(true);
    m_headline->setTextFormat(Qt::RichText);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont headlineFont = m_headline->font();
    headlineFont.setPointSizeF(headlineFont.pointSizeF() * HEADLINE_SCALE);
    m_headline->setFont(headlineFont);
    m_headline->setMargin(8);
    m_priceNotice = new QLabel(this);
    m_priceNotice->setObjectName(QStringLiteral("priceNotice"));
    m_priceNotice->setWordWrap(true);
    m_priceNotice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_priceNotice->setContentsMargins(8, 0, 8, 4);
    m_priceNotice->setForegroundRole(QPalette::PlaceholderText);

    m_chartTabs = new QTabWidget(this);
    m_chartTabs->setObjectName(QStringLiteral("chartTabs"));
    // Every tab in sight: on a narrow window their titles shorten, in full in their tooltips,
    // rather than some hiding behind scroll arrows.
    m_chartTabs->setUsesScrollButtons(false);
    m_chartTabs->setElideMode(Qt::ElideRight);
    // A tab shows a chart, or a page with a chart or two and their controls.
    const auto addTab = [this](QWidget* page, const QString& title) {
        // A title's "&&" draws one ampersand on the tab, and two in a tooltip.
        m_chartTabs->setTabToolTip(m_chartTabs->addTab(page, title),
                                   QString(title).replace(QStringLiteral("&&"), QStringLiteral("&")));
        if (auto* chart = qobject_cast<CostChartView*>(page))
            m_charts << chart;
        m_charts << page->findChildren<CostChartView*>();
    };
    addTab(new VolumeChart(m_scenario, {}, this), tr("Cost by volume"));
    addTab(new UnitCostChart(m_scenario, this), tr("Per million tokens"));
    // Made before its chart, so that it is up to date when the chart follows a change.
    auto* speedCost = new SpeedCostPresenter(m_scenario, this);
    addTab(new SpeedCostChart(*speedCost, this), tr("Speed and cost"));
    addTab(new BreakdownChart(m_scenario, this), tr("Cost items"));
    addTab(new HorizonChart(m_scenario, this), tr("Over time"));
    addTab(new MoneyPanel(m_scenario, this), tr("Cash and P&&L"));
    addTab(new SensitivityPanel(m_scenario, this), tr("What matters most"));
    addTab(new BreakEvenMapPanel(m_scenario, this), tr("Break-even map"));
    m_uncertainty = new UncertaintyPanel(m_scenario, this);
    addTab(m_uncertainty, tr("How sure are we"));
    m_clusterRunner = new ClusterRunner(m_scenario, this);
    addTab(new ClusterPanel(m_scenario, *m_clusterRunner, this), tr("Cluster"));
    themeCharts();
    m_comparison = new ComparisonView(m_scenario, this);
    // Below the charts, the options side by side, or the scenario's variants side by side.
    auto* tables = new QTabWidget(this);
    tables->setObjectName(QStringLiteral("tableTabs"));
    tables->setDocumentMode(true);
    tables->addTab(m_comparison, tr("Options"));
    tables->addTab(new VariantsView(m_scenario, this), tr("Variants"));
    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->addWidget(m_chartTabs);
    m_splitter->addWidget(tables);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({560, 220});

    auto* centre = new QWidget(this);
    auto* layout = new QVBoxLayout(centre);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_headline);
    layout->addWidget(m_priceNotice);
    layout->addWidget(m_splitter, 1);
    setCentralWidget(centre);

    auto* scenarioDock = new QDockWidget(tr("Scenario"), this);
    scenarioDock->setObjectName(QStringLiteral("scenarioDock"));
    scenarioDock->setWidget(new ScenarioEditor(m_scenario, scenarioDock));
    addDockWidget(Qt::LeftDockWidgetArea, scenarioDock);

    m_sliders = new SliderPanel(m_scenario, m_drivers, this);
    auto* driversDock = new QDockWidget(tr("What if"), this);
    driversDock->setObjectName(QStringLiteral("driversDock"));
    driversDock->setWidget(m_sliders);
    addDockWidget(Qt::RightDockWidgetArea, driversDock);

    setAcceptDrops(true);
    const QSize available = screen()->availableSize();
    resize(std::min(DEFAULT_WIDTH, available.width()), std::min(DEFAULT_HEIGHT, available.height()));
    if (available.width() < SIDE_BY_SIDE_FROM) {
        // Too narrow for the editor, the charts and the sliders side by side: the editor and the
        // sliders share the right edge, the sliders in front, and the charts and the table get the rest.
        tabifyDockWidget(driversDock, scenarioDock);
        driversDock->raise();
        resizeDocks({driversDock}, {SHARED_DOCK_WIDTH}, Qt::Horizontal);
    } else {
        // The charts get what the editor and the sliders leave, until the user moves the dock edges.
        resizeDocks({scenarioDock, driversDock}, {EDITOR_WIDTH, SLIDERS_WIDTH}, Qt::Horizontal);
    }
    createMenus();
    connect(&m_scenario, &ScenarioPresenter::scenarioChanged, this, &MainWindow::showScenario);
    connect(&m_scenario, &ScenarioPresenter::documentChanged, this, &MainWindow::showDocumentState);
    connect(&m_scenario, &ScenarioPresenter::loadFailed, this, &MainWindow::showLoadFailure);
    showScenario();
    restoreLayout();
}

MainWindow::~MainWindow() = default;

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New"), QKeySequence::New, this, [this] {
        if (maybeSave())
            m_scenario.openPreset(
                QString::fromLatin1(DEFAULT_PRESET_ID.data(), static_cast<qsizetype>(DEFAULT_PRESET_ID.size())));
    });
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::chooseFileToOpen);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    QMenu* presets = file->addMenu(tr("Open &Preset"));
    for (const Preset& preset : m_scenario.presets()) {
        presets->addAction(preset.name, this, [this, id = preset.id] {
            if (maybeSave())
                m_scenario.openPreset(id);
        });
    }
    file->addSeparator();
    file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::save);
    file->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, &MainWindow::saveAs);
    file->addSeparator();
    file->addAction(tr("&Export Chart…"), QKeySequence(Qt::CTRL | Qt::Key_E), this, &MainWindow::exportChart);
    file->addAction(tr("Export &Reports…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), this, &MainWindow::exportReports);
    file->addSeparator();
    file->addAction(tr("&Update Prices…"), this, &MainWindow::updatePrices);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), QKeySequence::Quit, this, &MainWindow::close);
    quit->setMenuRole(QAction::QuitRole);
    connect(m_recentFiles, &RecentFiles::changed, this, &MainWindow::rebuildRecentMenu);
    rebuildRecentMenu();

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_scenario.undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_scenario.undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    edit->addAction(tr("&Copy Comparison"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), m_comparison,
                    &ComparisonView::copyToClipboard);
    edit->addSeparator();
    QAction* preferences = edit->addAction(tr("Pre&ferences…"), QKeySequence::Preferences, this, [this] {
        auto* dialog = new PreferencesDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &PreferencesDialog::languageChosen, this, &MainWindow::languageChosen);
        connect(dialog, &QDialog::accepted, this, [this] {
            m_staleness = savedStalenessThresholds();
            showScenario();
        });
        dialog->open();
    });
    preferences->setMenuRole(QAction::PreferencesRole);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        view->addAction(dock->toggleViewAction());
    view->addSeparator();
    m_workshopAction
        = view->addAction(tr("&Workshop Mode"), QKeySequence(Qt::Key_F11), this, [this](bool on) { setWorkshopMode(on); });
    m_workshopAction->setCheckable(true);

    QMenu* analysis = menuBar()->addMenu(tr("&Analysis"));
    const auto showDialog = [](QDialog* dialog) {
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    };
    analysis->addAction(tr("&Goal Seek…"), QKeySequence(Qt::CTRL | Qt::Key_G), this,
                        [this, showDialog] { showDialog(new GoalSeekDialog(m_scenario, this)); });
    analysis->addSeparator();
    analysis->addAction(tr("&Compare Options…"), this, [this, showDialog] { showDialog(new CompareDialog(m_scenario, this)); });
    analysis->addAction(tr("Tornado &Ranges…"), this, [this, showDialog] { showDialog(new RangesDialog(m_scenario, this)); });

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&User Guide"), QKeySequence::HelpContents, this, [this] { showUserGuide(this); });
    help->addAction(tr("&Keyboard Shortcuts"), this, [this] { showKeyboardShortcuts(this); });
    help->addSeparator();
    help->addAction(tr("&About Breakeven"), this, [this] {
        QMessageBox::about(this, tr("About Breakeven"),
                           tr("<p><b>Breakeven %1</b></p><p>Should you run this LLM on your own GPUs, rented or bought, or pay "
                              "an API per token, at your volume and at ten times your volume?</p>")
                               .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = m_recentFiles->files();
    for (int index = 0; index < files.size(); ++index) {
        const QString& path = files[index];
        QAction* action = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(index + 1).arg(QFileInfo(path).fileName()), this,
                                                  [this, path] { open(path); });
        action->setToolTip(path);
    }
    m_recentMenu->addSeparator();
    QAction* clear = m_recentMenu->addAction(tr("&Clear Menu"), m_recentFiles, &RecentFiles::clear);
    clear->setEnabled(!files.isEmpty());
}

void MainWindow::updatePrices()
{
    const std::optional<std::filesystem::path> directory = desktopUserCatalogDirectory();
    if (!directory) {
        QMessageBox::warning(this, tr("Update Prices"),
                             tr("This system names no folder for the user's data, where updated prices are kept."));
        return;
    }
    auto* dialog = new PriceUpdateDialog(m_scenario, *directory, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { statusBar()->showMessage(dialog->outcome()); });
    dialog->open();
}

void MainWindow::showScenario()
{
    m_headline->setText(
        answerHtml(answerSentences(m_scenario.results().answer(), m_scenario.scenario().currency.display, locale())));
    QString details;
    const QString stale
        = stalePricesNotice(m_scenario.scenario(), m_scenario.catalog(), QDate::currentDate(), m_staleness, locale(), &details);
    m_priceNotice->setText(stale.isEmpty() ? stale : tr("%1 File → Update Prices brings them up to date.").arg(stale));
    m_priceNotice->setToolTip(details);
    m_priceNotice->setVisible(!stale.isEmpty());
    showDocumentState();
}

void MainWindow::showDocumentState()
{
    setWindowTitle(tr("%1[*] — Breakeven").arg(m_scenario.documentName()));
    setWindowModified(m_scenario.isModified());
}

void MainWindow::showLoadFailure(const QString& document, const QStringList& problems)
{
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Cannot open %1").arg(document),
                                tr("%1 could not be opened, so the current scenario is unchanged.").arg(document),
                                QMessageBox::Ok, this);
    box->setInformativeText(problems.join(QLatin1Char('\n')));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

bool MainWindow::maybeSave()
{
    if (!m_scenario.isModified())
        return true;
    const auto answer = QMessageBox::warning(this, tr("Unsaved changes"),
                                             tr("%1 has changes that are not saved. Save them?").arg(m_scenario.documentName()),
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

bool MainWindow::save()
{
    if (m_scenario.filePath().isEmpty())
        return saveAs();
    if (const auto failure = m_scenario.saveAs(m_scenario.filePath())) {
        QMessageBox::warning(this, tr("Cannot save"), tr("%1 could not be saved: %2").arg(m_scenario.filePath(), *failure));
        return false;
    }
    m_recentFiles->add(m_scenario.filePath());
    return true;
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save Scenario"), m_scenario.filePath(), scenarioFilter());
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".json")))
        path += QLatin1String(SCENARIO_SUFFIX.data());
    if (const auto failure = m_scenario.saveAs(path)) {
        QMessageBox::warning(this, tr("Cannot save"), tr("%1 could not be saved: %2").arg(path, *failure));
        return false;
    }
    m_recentFiles->add(path);
    return true;
}

bool MainWindow::open(const QString& path)
{
    if (!maybeSave() || !m_scenario.openFile(path))
        return false;
    m_recentFiles->add(path);
    return true;
}

void MainWindow::chooseFileToOpen()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Scenario"), QString(), scenarioFilter());
    if (!path.isEmpty())
        open(path);
}

void MainWindow::exportChart()
{
    // The chart on screen: the tab itself, or the one its page shows.
    QWidget* page = m_chartTabs->currentWidget();
    auto* chart = qobject_cast<CostChartView*>(page);
    for (CostChartView* candidate : page->findChildren<CostChartView*>()) {
        if (chart == nullptr && candidate->isVisibleTo(page))
            chart = candidate;
    }
    if (chart == nullptr)
        return;
    const QString name = m_chartTabs->tabText(m_chartTabs->currentIndex());
    QString chosenFilter;
    QString path = QFileDialog::getSaveFileName(this, tr("Export Chart"), name, tr("PNG image (*.png);;SVG drawing (*.svg)"),
                                                &chosenFilter);
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".png"), Qt::CaseInsensitive) && !path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive))
        path += chosenFilter.contains(QLatin1String("svg")) ? QLatin1String(".svg") : QLatin1String(".png");
    const QString title = tr("%1 — %2", "chart, scenario").arg(name, QString::fromStdString(m_scenario.scenario().name));
    if (const auto failure = tco::ui::exportChart(*chart, path, title))
        QMessageBox::warning(this, tr("Cannot export"), tr("%1 could not be written: %2").arg(path, *failure));
}

void MainWindow::exportReports()
{
    const UncertaintyResult* monteCarlo = m_uncertainty->currentResult();
    ExportDialog dialog(QString::fromStdString(m_scenario.scenario().name), monteCarlo != nullptr, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    ReportRequest request = dialog.request();
    request.options.analyses.monteCarlo = dialog.includeMonteCarlo() ? monteCarlo : nullptr;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    // A scenario's cluster belongs in its reports: the Cluster tab's study, or one made now.
    std::optional<ClusterStudy> madeNow;
    QString clusterFailure;
    if (m_clusterRunner->studyIsCurrent()) {
        request.options.analyses.cluster = &*m_clusterRunner->study();
    } else if (m_scenario.scenario().cluster) {
        auto study = studyScenarioCluster(m_scenario.scenario(), m_scenario.catalog(), m_scenario.filePath(), false);
        if (study)
            madeNow = std::move(*study);
        else
            clusterFailure = tr("The cluster is left out of the reports: %1").arg(QString::fromStdString(study.error()));
        request.options.analyses.cluster = madeNow ? &*madeNow : nullptr;
    }
    ReportOutcome outcome = writeReports(m_scenario, request);
    if (!clusterFailure.isEmpty())
        outcome.failures << clusterFailure;
    QApplication::restoreOverrideCursor();
    const QString written
        = outcome.written.isEmpty() ? QString() : tr("Written:\n%1").arg(outcome.written.join(QLatin1Char('\n')));
    if (!outcome.failures.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot export"),
                             (outcome.failures + QStringList{written}).join(QLatin1String("\n\n")).trimmed());
        return;
    }
    QMessageBox::information(this, tr("Reports exported"), written);
}

void MainWindow::themeCharts()
{
    setChartTheme(m_charts, themeFor(palette()));
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        themeCharts();
    QMainWindow::changeEvent(event);
}

void MainWindow::setWorkshopMode(bool on)
{
    if (on && m_workshop.isNull()) {
        m_workshop = new WorkshopWindow(m_scenario, m_drivers, *m_clusterRunner, this);
        m_workshop->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_workshop, &WorkshopWindow::closed, this, [this] { m_workshopAction->setChecked(false); });
        // The screen's size first: without a window manager to honour it, full screen is only a request.
        m_workshop->setGeometry(screen()->geometry());
        m_workshop->showFullScreen();
    } else if (!on && !m_workshop.isNull()) {
        m_workshop->close();
    }
    m_workshopAction->setChecked(on);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    saveLayout();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!droppedFiles(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QStringList files = droppedFiles(event->mimeData());
    if (files.isEmpty())
        return;
    event->acceptProposedAction();
    open(files.constFirst());
}

void MainWindow::restoreLayout()
{
    const QSettings settings;
    restoreGeometry(settings.value(GEOMETRY_KEY).toByteArray());
    restoreState(settings.value(STATE_KEY).toByteArray(), LAYOUT_VERSION);
    m_splitter->restoreState(settings.value(SPLITTER_KEY).toByteArray());
}

void MainWindow::saveLayout() const
{
    QSettings settings;
    settings.setValue(GEOMETRY_KEY, saveGeometry());
    settings.setValue(STATE_KEY, saveState(LAYOUT_VERSION));
    settings.setValue(SPLITTER_KEY, m_splitter->saveState());
}

} // namespace tco::ui
