#pragma once

#include <QMainWindow>

class QFormLayout;
class QLabel;

namespace tco::ui {

class ScenarioPresenter;

/// The application window: the scenario's overview, and the menus that open documents.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(ScenarioPresenter& presenter, QWidget* parent = nullptr);

private:
    void createMenus();
    void showScenario();
    void showLoadFailure(const QString& document, const QStringList& problems);
    void chooseFileToOpen();

    ScenarioPresenter& m_presenter;
    QLabel* m_title = nullptr;
    QLabel* m_description = nullptr;
    QFormLayout* m_summary = nullptr;
};

} // namespace tco::ui
