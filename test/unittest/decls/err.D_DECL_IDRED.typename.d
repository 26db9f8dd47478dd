int uint32_t;
