PAPI_tot_cyc-user-10000: as this machine allows
PAPI_tot_ins-all-100000: as this machine allows
cycles-kernel-10000: as this machine allows
instructions-user-10000: as this machine allows
enabling: as this machine allows
