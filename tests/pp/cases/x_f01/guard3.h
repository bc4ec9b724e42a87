#pragma once
#ifndef G3
#define G3
int g3;
#endif
