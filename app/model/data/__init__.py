"""What the window keeps in its data folder: the settings, the log and the autosave's place
(`data_folder`), and the statistics of the games played (`statistics_keeper`)."""
