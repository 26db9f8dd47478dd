installed

