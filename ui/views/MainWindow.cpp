#include "views/MainWindow.h"

#include "presenters/ScenarioPresenter.h"
#include "presenters/ScenarioSummary.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QVBoxLayout>

namespace tco::ui {
namespace {

QLabel* wrappedLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

MainWindow::MainWindow(ScenarioPresenter& presenter, QWidget* parent)
    : QMainWindow(parent)
    , m_presenter(presenter)
{
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    m_title = wrappedLabel(page);
    m_title->setObjectName(QStringLiteral("scenarioTitle"));
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.5);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_description = wrappedLabel(page);
    m_description->setObjectName(QStringLiteral("scenarioDescription"));
    m_summary = new QFormLayout;
    m_summary->setObjectName(QStringLiteral("scenarioSummary"));
    m_summary->setRowWrapPolicy(QFormLayout::DontWrapRows);
    layout->addWidget(m_title);
    layout->addWidget(m_description);
    layout->addLayout(m_summary);
    layout->addStretch();

    auto* scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setWidget(page);
    setCentralWidget(scroll);
    resize(960, 640);

    createMenus();
    connect(&m_presenter, &ScenarioPresenter::scenarioChanged, this, &MainWindow::showScenario);
    connect(&m_presenter, &ScenarioPresenter::loadFailed, this, &MainWindow::showLoadFailure);
    showScenario();
}

void MainWindow::createMenus()
{
    QMenu* fileMenu = menuBar()->addMenu(tr("&File"));
    QAction* open = fileMenu->addAction(tr("&Open…"), this, &MainWindow::chooseFileToOpen);
    open->setShortcut(QKeySequence::Open);
    QMenu* presets = fileMenu->addMenu(tr("Open &Preset"));
    for (const QString& id : m_presenter.presetIds())
        presets->addAction(id, this, [this, id] { m_presenter.openPreset(id); });
    fileMenu->addSeparator();
    QAction* quit = fileMenu->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* helpMenu = menuBar()->addMenu(tr("&Help"));
    helpMenu->addAction(tr("&About Breakeven"), this, [this] {
        QMessageBox::about(this, tr("About Breakeven"),
                           tr("<p><b>Breakeven %1</b></p><p>Should you run this LLM on your own GPUs, rented or bought, or pay "
                              "an API per token, at your volume and at ten times your volume?</p>")
                               .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::showScenario()
{
    const Scenario& scenario = m_presenter.scenario();
    const QString name = QString::fromStdString(scenario.name);
    const QString document = m_presenter.filePath().isEmpty() ? name : QFileInfo(m_presenter.filePath()).fileName();
    setWindowTitle(tr("%1 — Breakeven").arg(document));
    m_title->setText(name);
    m_description->setText(QString::fromStdString(scenario.description));
    m_description->setVisible(!scenario.description.empty());

    while (m_summary->rowCount() > 0)
        m_summary->removeRow(0);
    for (const SummaryRow& row : summarizeScenario(scenario, m_presenter.catalog(), locale())) {
        QLabel* text = wrappedLabel(nullptr);
        text->setText(row.text);
        m_summary->addRow(row.label + QLatin1Char(':'), text);
    }
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

void MainWindow::chooseFileToOpen()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Scenario"), QString(),
                                                      tr("Breakeven scenarios (*.breakeven.json);;JSON files (*.json)"));
    if (!path.isEmpty())
        m_presenter.openFile(path);
}

} // namespace tco::ui
